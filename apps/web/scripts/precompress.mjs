// The last step of `npm run build -w @stund/web`: writes `<file>.br` (brotli, best quality) and
// `<file>.gz` (gzip, level 9) beside every compressible file of the build, so the server sends
// the compressed copy a browser accepts without compressing on each request.
// `node scripts/precompress.mjs [dir ...]`: by default dist and widget/dist, seen from apps/web.
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text and icon formats; fonts and images (woff2, png, webp, ...) are compressed already. */
export const compressibleExtensions = new Set([
  ".js",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
  ".ico",
]);

/** Files smaller than this are left alone: a request costs more than the bytes saved. */
export const minimumBytes = 1024;

const binaryExtensions = new Set([".ico"]);

/** Every file under `dir`, at any depth. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function brotli(body, extension) {
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: binaryExtensions.has(extension)
        ? constants.BROTLI_MODE_GENERIC
        : constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function gzipBest(body) {
  return gzipAsync(body, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
}

/**
 * Writes `file.br` and `file.gz` when the file is compressible and at least `minimumBytes`, each
 * only when it is smaller than the file; a copy left from an earlier build that would not be
 * written now is removed, so a stale copy is never served in place of its file.
 * Returns the sizes written (undefined for a copy not written).
 */
export async function precompressFile(file) {
  const extension = path.extname(file).toLowerCase();
  const size = (await stat(file)).size;
  const result = { file, size, br: undefined, gzip: undefined };
  const wanted = compressibleExtensions.has(extension) && size >= minimumBytes;
  const body = wanted ? await readFile(file) : undefined;
  const [br, gz] = body ? await Promise.all([brotli(body, extension), gzipBest(body)]) : [];
  for (const [suffix, key, compressed] of [
    [".br", "br", br],
    [".gz", "gzip", gz],
  ]) {
    const target = file + suffix;
    if (compressed && compressed.length < size) {
      await writeFile(target, compressed);
      result[key] = compressed.length;
    } else if (compressibleExtensions.has(extension)) {
      await rm(target, { force: true });
    }
  }
  return result;
}

/**
 * Precompresses every file under `dir`, at any depth, a few at a time (one per core): the
 * compressed copies themselves (`.br`, `.gz`) are never compressed again. Returns one result per
 * compressible file.
 */
export async function precompressDirectory(dir, { concurrency = os.availableParallelism() } = {}) {
  const files = (await filesUnder(dir)).filter((file) =>
    compressibleExtensions.has(path.extname(file).toLowerCase()),
  );
  const results = [];
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const file = files[next++];
      results.push(await precompressFile(file));
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, files.length)) }, worker));
  return results.sort((a, b) => a.file.localeCompare(b.file));
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** A line per directory: how many files were compressed and the bytes before and after. */
export function summary(dir, results) {
  const written = results.filter((result) => result.br !== undefined || result.gzip !== undefined);
  const total = (key) => written.reduce((sum, result) => sum + (result[key] ?? result.size), 0);
  return (
    `precompressed ${written.length} of ${results.length} files in ${dir}: ` +
    `${kB(total("size"))} → brotli ${kB(total("br"))}, gzip ${kB(total("gzip"))}`
  );
}

async function main(args) {
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const explicit = args.length > 0;
  const dirs = explicit
    ? args.map((dir) => path.resolve(dir))
    : ["dist", "widget/dist"].map((dir) => path.join(webDir, dir));
  for (const [index, dir] of dirs.entries()) {
    const exists = await stat(dir).then(
      (info) => info.isDirectory(),
      () => false,
    );
    if (!exists) {
      // widget/dist is optional by default; the console's dist, or a directory named, is not.
      if (!explicit && index > 0) continue;
      throw new Error(`Nothing to precompress: ${dir} is not a directory (run vite build first)`);
    }
    const shown = path.relative(process.cwd(), dir);
    const name = !shown ? "." : shown.startsWith("..") ? dir : shown;
    console.log(summary(name, await precompressDirectory(dir)));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
