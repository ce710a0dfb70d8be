// The console's JavaScript budgets, measured on the built files (apps/web/dist). No dependencies
// of its own. `node scripts/budgets/console-budget.mjs [dist]` prints the figures and exits 1 when
// a budget is broken; the test beside it runs the same check in `node --test scripts/budgets/`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const kB = 1000;

/** What the console may cost, in gzip bytes (gzip level 9 of each file). */
export const budgets = {
  /** Every JavaScript file the projects page needs before it shows: the entry's and its own. */
  firstLoad: 300 * kB,
  /** Any one JavaScript file in dist/assets. */
  chunk: 250 * kB,
};

/** The page whose first load is budgeted: /{tenant}/projects, the console's start page. */
export const projectsPage = "src/modules/company/projects/components/projects-page.tsx";
/** The console's HTML entry in the manifest (the customer pages have entries of their own). */
export const consoleEntry = "index.html";
/** Vendor chunks (named in apps/web/vite.config.ts) that only the console's entry may load from the start. */
export const consoleOnlyChunks = ["mantine", "router"];

export const manifestPath = (dist) => path.join(dist, ".vite", "manifest.json");

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

export const formatKB = (bytes) => `${(bytes / kB).toFixed(1)} kB`;

/**
 * The manifest keys a chunk needs before it runs: itself and, recursively, its static imports.
 * Dynamic imports are left out: they load when a screen is opened.
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * Measures a built console: the gzip size of the projects page's first load (the static imports
 * of the console entry and of the page's chunk, each file counted once) and of every JavaScript
 * file in assets/. Returns the figures and, in `problems`, every budget broken with the files
 * that break it.
 */
export function measureConsole(dist, { entry = consoleEntry, page = projectsPage, limits = budgets } = {}) {
  const file = manifestPath(dist);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the console first (build.manifest)`);
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  const problems = [];
  for (const key of [entry, page]) {
    if (!manifest[key]) throw new Error(`the manifest has no chunk "${key}"`);
  }
  if (!manifest[page].isDynamicEntry) {
    problems.push(`${page} is not a chunk of its own: the projects page should load lazily`);
  }

  const sizes = new Map();
  const sizeOf = (name) => {
    if (!sizes.has(name)) sizes.set(name, gzipSize(readFileSync(path.join(dist, name))));
    return sizes.get(name);
  };

  const firstLoadFiles = [...new Set(staticClosure(manifest, [entry, page]).map((key) => manifest[key].file))]
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({ file: name, gzip: sizeOf(name) }))
    .sort((a, b) => b.gzip - a.gzip);
  const firstLoad = firstLoadFiles.reduce((sum, f) => sum + f.gzip, 0);
  if (firstLoad > limits.firstLoad) {
    problems.push(
      `the projects page's first load is ${formatKB(firstLoad)} gzip, over ${formatKB(limits.firstLoad)}; ` +
        `its files: ${firstLoadFiles.map((f) => `${f.file} ${formatKB(f.gzip)}`).join(", ")}`,
    );
  }

  const assets = path.join(dist, "assets");
  const chunks = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({ file: `assets/${name}`, gzip: sizeOf(`assets/${name}`) }))
    .sort((a, b) => b.gzip - a.gzip);
  const oversized = chunks.filter((c) => c.gzip > limits.chunk);
  if (oversized.length > 0) {
    problems.push(
      `chunks over ${formatKB(limits.chunk)} gzip: ${oversized.map((c) => `${c.file} ${formatKB(c.gzip)}`).join(", ")}`,
    );
  }

  // The other entries (the customer pages) must not start with the console's vendor chunks.
  const otherEntries = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry && key !== entry)
    .map(([key]) => {
      const closure = staticClosure(manifest, [key]);
      const files = [...new Set(closure.map((k) => manifest[k].file))].filter((n) => n.endsWith(".js"));
      const borrowed = closure
        .filter((k) => consoleOnlyChunks.includes(manifest[k].name))
        .map((k) => manifest[k].file);
      if (borrowed.length > 0) {
        problems.push(
          `the entry ${key} loads the console's vendor chunks from the start: ${borrowed.join(", ")}`,
        );
      }
      return {
        entry: key,
        firstLoad: files.reduce((sum, name) => sum + sizeOf(name), 0),
        files: files.length,
      };
    });

  return {
    firstLoad,
    firstLoadFiles,
    otherEntries,
    biggest: chunks[0] ?? null,
    total: chunks.reduce((sum, c) => sum + c.gzip, 0),
    chunkCount: chunks.length,
    problems,
  };
}

/** The figures as lines for a person to read. */
export function report(result, limits = budgets) {
  return [
    `projects page first load: ${formatKB(result.firstLoad)} gzip in ${result.firstLoadFiles.length} files (budget ${formatKB(limits.firstLoad)})`,
    `biggest chunk: ${result.biggest ? `${result.biggest.file} ${formatKB(result.biggest.gzip)}` : "none"} gzip (budget ${formatKB(limits.chunk)})`,
    `all JavaScript: ${formatKB(result.total)} gzip in ${result.chunkCount} files`,
    ...result.otherEntries.map(
      (e) => `entry ${e.entry} first load: ${formatKB(e.firstLoad)} gzip in ${e.files} files`,
    ),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const dist = path.resolve(process.argv[2] ?? path.join(root, "apps/web/dist"));
  const result = measureConsole(dist);
  for (const line of report(result)) console.log(line);
  for (const problem of result.problems) console.error(`over budget: ${problem}`);
  process.exitCode = result.problems.length > 0 ? 1 : 0;
}
