// Fails on any import cycle between source files, and on imports against the direction
// shared <- server, shared <- web. Uses the TypeScript resolver, so paths resolve as the compiler sees them.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const roots = ["packages/shared/src", "apps/server/src", "apps/web/src"];
const root = process.cwd();
const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

function listFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const files = roots.flatMap((r) => listFiles(path.join(root, r)));
const graph = new Map();
const violations = [];
for (const file of files) {
  const info = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  const edges = [];
  for (const ref of info.importedFiles) {
    const resolved = ts.resolveModuleName(ref.fileName, file, compilerOptions, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) continue;
    const target = fs.realpathSync(resolved.resolvedFileName);
    if (!target.startsWith(root) || target.includes(`${path.sep}node_modules${path.sep}`)) continue;
    edges.push(target);
    const from = path.relative(root, file);
    const to = path.relative(root, target);
    if (from.startsWith("packages/shared") && to.startsWith("apps/"))
      violations.push(`${from} -> ${to} (shared must not import apps)`);
    if (from.startsWith("apps/web") && to.startsWith("apps/server"))
      violations.push(`${from} -> ${to} (web must not import server)`);
    if (from.startsWith("apps/server") && to.startsWith("apps/web"))
      violations.push(`${from} -> ${to} (server must not import web)`);
  }
  graph.set(fs.realpathSync(file), edges);
}

// Tarjan's strongly connected components: any component with more than one file, or a self-import, is a cycle.
let index = 0;
const stack = [];
const onStack = new Set();
const indices = new Map();
const lowlinks = new Map();
const cycles = [];
function strongConnect(node) {
  indices.set(node, index);
  lowlinks.set(node, index);
  index += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!graph.has(next)) continue;
    if (!indices.has(next)) {
      strongConnect(next);
      lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
    } else if (onStack.has(next)) {
      lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
    }
  }
  if (lowlinks.get(node) === indices.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
  }
}
for (const node of graph.keys()) if (!indices.has(node)) strongConnect(node);

for (const v of violations) console.error(`direction: ${v}`);
for (const c of cycles) console.error(`cycle: ${c.map((f) => path.relative(root, f)).join(" <-> ")}`);
if (violations.length || cycles.length) process.exit(1);
console.log(`import graph: ${graph.size} files, no cycles, directions respected`);
