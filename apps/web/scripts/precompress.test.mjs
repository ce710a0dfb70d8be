// The build's precompression step: which files get `.br` and `.gz` copies, and that the copies
// decompress to the file. Run with `node --test apps/web/scripts/`.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { precompressDirectory, precompressFile, summary } from "./precompress.mjs";

const script = fileURLToPath(new URL("./precompress.mjs", import.meta.url));
const text = (kind, bytes) =>
  `/* ${kind} */\n` + `console.log("Bókun ${kind}", 42);\n`.repeat(Math.ceil(bytes / 30));

let root = "";
before(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "stund-precompress-"));
});
after(async () => {
  await rm(root, { recursive: true, force: true });
});

async function build(files) {
  const dir = await mkdtemp(path.join(root, "dist-"));
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), body);
  }
  return dir;
}

test("writes brotli and gzip copies beside every compressible file, at any depth", async () => {
  const files = {
    "index.html": `<!doctype html><html><body>${"<p>Ferðir</p>".repeat(200)}</body></html>`,
    "customer.html": `<!doctype html><main>${"<section>Storefront</section>".repeat(100)}</main>`,
    "assets/index-AbC123.js": text("console", 40_000),
    "assets/index-AbC123.css": `.a{color:red}\n`.repeat(400),
    "assets/chunks/deep/route-x1Y2.js": text("chunk", 5_000),
    "icons/logo.svg": `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0L10 10"/>'.repeat(100)}</svg>`,
    "manifest.webmanifest": JSON.stringify({ name: "Stund", icons: Array(60).fill({ src: "/a.png" }) }),
    "data.json": JSON.stringify(Array(200).fill({ key: "value" })),
    "notes.txt": "words ".repeat(400),
    "feed.xml": `<feed>${"<entry/>".repeat(300)}</feed>`,
    "favicon.ico": Buffer.concat([Buffer.from([0, 0, 1, 0]), Buffer.alloc(4000)]),
  };
  const dir = await build(files);
  const results = await precompressDirectory(dir);
  assert.equal(results.length, Object.keys(files).length);
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(dir, name);
    const original = Buffer.from(body);
    const br = await readFile(`${file}.br`);
    const gz = await readFile(`${file}.gz`);
    assert.ok(br.length < original.length, `${name}.br is smaller`);
    assert.ok(gz.length < original.length, `${name}.gz is smaller`);
    assert.deepEqual(brotliDecompressSync(br), original, `${name}.br decompresses to the file`);
    assert.deepEqual(gunzipSync(gz), original, `${name}.gz decompresses to the file`);
  }
  const bundle = results.find((result) => result.file.endsWith("index-AbC123.js"));
  assert.ok(bundle.br <= bundle.gzip, "brotli at best quality is no larger than gzip at level 9");
  assert.match(summary("dist", results), /^precompressed 11 of 11 files in dist: /);
});

test("leaves fonts, images, small files and files that do not shrink alone", async () => {
  const dir = await build({
    "assets/font-a1.woff2": randomBytes(4000),
    "assets/font-a1.woff": randomBytes(4000),
    "assets/photo-b2.png": randomBytes(4000),
    "assets/photo-b2.jpg": randomBytes(4000),
    "assets/photo-b2.webp": randomBytes(4000),
    "assets/photo-b2.avif": randomBytes(4000),
    "assets/small-c3.js": "console.log(1);\n".repeat(60),
    "assets/random-d4.js": randomBytes(4000),
  });
  const results = await precompressDirectory(dir);
  assert.deepEqual(
    results.map((result) => path.basename(result.file)),
    ["random-d4.js", "small-c3.js"],
  );
  const names = await readdir(dir, { recursive: true });
  assert.deepEqual(
    names.filter((name) => name.endsWith(".br") || name.endsWith(".gz")),
    [],
  );
});

test("a file exactly at the limit is compressed; one byte under is not", async () => {
  const dir = await build({ "at.txt": "a".repeat(1024), "under.txt": "a".repeat(1023) });
  await precompressDirectory(dir);
  assert.ok(existsSync(path.join(dir, "at.txt.br")));
  assert.ok(existsSync(path.join(dir, "at.txt.gz")));
  assert.ok(!existsSync(path.join(dir, "under.txt.br")));
});

test("runs again over its own output without compressing the copies, and drops stale copies", async () => {
  const dir = await build({ "assets/app-e5.js": text("app", 8_000), "robots.txt": "x".repeat(2000) });
  await precompressDirectory(dir);
  // The next build makes robots.txt small: its old copies must not be served in its place.
  await writeFile(path.join(dir, "robots.txt"), "User-agent: *\n");
  const again = await precompressDirectory(dir);
  assert.deepEqual(
    again.map((result) => path.basename(result.file)),
    ["app-e5.js", "robots.txt"],
  );
  assert.ok(!existsSync(path.join(dir, "assets/app-e5.js.br.br")));
  assert.ok(!existsSync(path.join(dir, "assets/app-e5.js.gz.gz")));
  assert.ok(!existsSync(path.join(dir, "robots.txt.br")));
  assert.ok(!existsSync(path.join(dir, "robots.txt.gz")));
  assert.ok(existsSync(path.join(dir, "assets/app-e5.js.br")));
});

test("precompressFile reports what it wrote", async () => {
  const dir = await build({ "a.css": ".x{margin:0}\n".repeat(300) });
  const result = await precompressFile(path.join(dir, "a.css"));
  assert.equal(result.size, 13 * 300);
  assert.equal(result.br, (await readFile(path.join(dir, "a.css.br"))).length);
  assert.equal(result.gzip, (await readFile(path.join(dir, "a.css.gz"))).length);
});

test("the command compresses the directories it is given and fails on a missing one", async () => {
  const run = promisify(execFile);
  const dir = await build({ "assets/app-f6.js": text("cli", 4_000) });
  const { stdout } = await run(process.execPath, [script, dir]);
  assert.match(stdout, /^precompressed 1 of 1 files in /);
  assert.ok(existsSync(path.join(dir, "assets/app-f6.js.br")));
  await assert.rejects(run(process.execPath, [script, path.join(root, "missing")]), (error) => {
    assert.match(error.stderr, /Nothing to precompress: .*missing is not a directory/);
    return true;
  });
});
