// Reads the source tree into a list of files with their imports, resolved as the TypeScript
// compiler resolves them. No other dependency.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

/**
 * Every .ts/.tsx file under the given folders (relative to root), each with
 * `imports`: [{ specifier, target }] where target is a root-relative path for a file of the
 * repository and undefined for a package.
 */
export function readImportGraph(root, folders) {
  const realRoot = fs.realpathSync(root);
  const files = [];
  for (const file of folders.flatMap((folder) => listFiles(path.join(realRoot, folder)))) {
    const text = fs.readFileSync(file, "utf8");
    const info = ts.preProcessFile(text, true, true);
    const imports = [];
    for (const ref of info.importedFiles) {
      const resolved = ts.resolveModuleName(ref.fileName, file, compilerOptions, ts.sys).resolvedModule;
      let target;
      if (resolved && !resolved.isExternalLibraryImport) {
        const real = fs.realpathSync(resolved.resolvedFileName);
        if (real.startsWith(realRoot + path.sep) && !real.includes(`${path.sep}node_modules${path.sep}`))
          target = path.relative(realRoot, real).split(path.sep).join("/");
      }
      imports.push({ specifier: ref.fileName, target });
    }
    files.push({ path: path.relative(realRoot, file).split(path.sep).join("/"), text, imports });
  }
  return files;
}
