// The console's JavaScript budgets: the measuring on made-up builds, then the real build
// (apps/web/dist, built first when it is missing). Run with `node --test scripts/budgets/`.
import assert from "node:assert/strict";
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { budgets, manifestPath, measureConsole, report, staticClosure } from "./console-budget.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const realDist = path.join(root, "apps/web/dist");
const page = "src/modules/company/projects/components/projects-page.tsx";

let scratch = "";
before(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "stund-budget-"));
});
after(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/**
 * A made-up build: the manifest and the files it names, `sizes` bytes each that gzip cannot
 * shrink (random). Gives the folder and each file's gzip size.
 */
async function build(manifest, sizes) {
  const dist = await mkdtemp(path.join(scratch, "dist-"));
  await mkdir(path.join(dist, ".vite"), { recursive: true });
  await mkdir(path.join(dist, "assets"), { recursive: true });
  await writeFile(manifestPath(dist), JSON.stringify(manifest));
  const gzip = {};
  for (const [file, bytes] of Object.entries(sizes)) {
    const body = randomBytes(bytes);
    await writeFile(path.join(dist, file), body);
    gzip[file] = gzipSync(body, { level: 9 }).length;
  }
  return { dist, gzip };
}

const manifest = {
  "index.html": {
    file: "assets/console.js",
    isEntry: true,
    imports: ["_react.js", "_mantine.js"],
    dynamicImports: [page, "src/calendar.tsx"],
  },
  "_react.js": { file: "assets/react.js", name: "react" },
  "_mantine.js": { file: "assets/mantine.js", name: "mantine", imports: ["_react.js"] },
  [page]: { file: "assets/projects-page.js", isDynamicEntry: true, imports: ["index.html", "_card.js"] },
  "_card.js": { file: "assets/card.js", imports: ["_mantine.js"] },
  "src/calendar.tsx": { file: "assets/calendar.js", isDynamicEntry: true, imports: ["index.html"] },
  "src/site/entry-client.tsx": { file: "assets/site.js", isEntry: true, imports: ["_react.js"] },
};

test("walks static imports once each, never dynamic ones", () => {
  assert.deepEqual(staticClosure(manifest, ["index.html", page]).sort(), [
    "_card.js",
    "_mantine.js",
    "_react.js",
    "index.html",
    page,
  ]);
  assert.throws(() => staticClosure(manifest, ["src/missing.tsx"]), /no chunk "src\/missing.tsx"/);
});

test("sums the gzip sizes of the projects page's first load and finds the biggest chunk", async () => {
  const sizes = {
    "assets/console.js": 3000,
    "assets/react.js": 5000,
    "assets/mantine.js": 4000,
    "assets/projects-page.js": 1000,
    "assets/card.js": 500,
    "assets/calendar.js": 9000,
    "assets/site.js": 700,
  };
  const { dist, gzip } = await build(manifest, sizes);
  // Compressed copies beside the files are not chunks.
  await writeFile(path.join(dist, "assets/calendar.js.gz"), randomBytes(20_000));
  const result = measureConsole(dist, { limits: { firstLoad: 100_000, chunk: 100_000 } });
  const firstLoad = ["console", "react", "mantine", "projects-page", "card"].map(
    (n) => gzip[`assets/${n}.js`],
  );
  assert.equal(
    result.firstLoad,
    firstLoad.reduce((a, b) => a + b),
  );
  assert.equal(result.firstLoadFiles.length, 5);
  assert.equal(result.biggest.file, "assets/calendar.js");
  assert.equal(result.chunkCount, 7);
  assert.deepEqual(result.otherEntries, [
    {
      entry: "src/site/entry-client.tsx",
      firstLoad: gzip["assets/site.js"] + gzip["assets/react.js"],
      files: 2,
    },
  ]);
  assert.deepEqual(result.problems, []);
  assert.match(report(result).join("\n"), /projects page first load: .* in 5 files/);
});

test("names the files that break a budget", async () => {
  const { dist } = await build(manifest, {
    "assets/console.js": 3000,
    "assets/react.js": 5000,
    "assets/mantine.js": 4000,
    "assets/projects-page.js": 1000,
    "assets/card.js": 500,
    "assets/calendar.js": 9000,
    "assets/site.js": 700,
  });
  const { problems } = measureConsole(dist, { limits: { firstLoad: 10_000, chunk: 6000 } });
  assert.equal(problems.length, 2);
  assert.match(problems[0], /first load is .* over 10\.0 kB; its files: assets\/react\.js/);
  assert.match(problems[1], /chunks over 6\.0 kB gzip: assets\/calendar\.js/);
});

test("a customer entry that starts with the console's vendor chunks, or an eager projects page, is reported", async () => {
  const { dist } = await build(
    {
      ...manifest,
      "src/site/entry-client.tsx": { file: "assets/site.js", isEntry: true, imports: ["_mantine.js"] },
      [page]: { ...manifest[page], isDynamicEntry: false },
    },
    {
      "assets/console.js": 10,
      "assets/react.js": 10,
      "assets/mantine.js": 10,
      "assets/projects-page.js": 10,
      "assets/card.js": 10,
      "assets/site.js": 10,
    },
  );
  const { problems } = measureConsole(dist);
  assert.equal(problems.length, 2);
  assert.match(problems[0], /projects-page\.tsx is not a chunk of its own/);
  assert.match(
    problems[1],
    /src\/site\/entry-client\.tsx loads the console's vendor chunks .*assets\/mantine\.js/,
  );
});

test("the built console keeps its budgets", (t) => {
  if (!existsSync(manifestPath(realDist))) {
    t.diagnostic("apps/web/dist has no manifest: building the console first");
    execSync("npm run build -w @stund/web", { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  }
  const result = measureConsole(realDist);
  for (const line of report(result)) t.diagnostic(line);
  assert.ok(
    result.problems.length === 0,
    `the console is over its budgets (first load ${budgets.firstLoad / 1000} kB, one chunk ${budgets.chunk / 1000} kB, gzip):\n` +
      result.problems.map((p) => `  - ${p}`).join("\n"),
  );
});
