// The customer pages' budgets: the measuring on a made-up build, then the real build
// (apps/web/dist, built first when it is missing). Run with `node --test scripts/budgets/`.
import assert from "node:assert/strict";
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";
import { manifestPath } from "./console-budget.mjs";
import { measureSite, siteEntry, siteReport } from "./site-budget.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const scratch = await mkdtemp(path.join(os.tmpdir(), "stund-site-budget-"));
after(() => rm(scratch, { recursive: true, force: true }));

async function madeUpBuild(sizes, extraImports = []) {
  const dist = await mkdtemp(path.join(scratch, "dist-"));
  await mkdir(path.join(dist, ".vite"), { recursive: true });
  await mkdir(path.join(dist, "assets"), { recursive: true });
  const manifest = {
    [siteEntry]: {
      file: "assets/site.js",
      isEntry: true,
      imports: ["_react.js", ...extraImports],
      css: ["assets/site.css"],
    },
    "_react.js": { file: "assets/react.js", name: "react" },
    "_mantine.js": { file: "assets/mantine.js", name: "mantine" },
  };
  await writeFile(manifestPath(dist), JSON.stringify(manifest));
  for (const [file, bytes] of Object.entries(sizes))
    await writeFile(path.join(dist, file), randomBytes(bytes));
  const widget = path.join(dist, "widget.js");
  await writeFile(widget, randomBytes(sizes.widget ?? 1000));
  return { dist, widget };
}

test("adds up the entry, its imports and its style sheets, and names what breaks a budget", async () => {
  const small = await madeUpBuild({
    "assets/site.js": 20_000,
    "assets/react.js": 60_000,
    "assets/site.css": 3_000,
    "assets/mantine.js": 10,
  });
  const ok = measureSite(small.dist, small.widget);
  assert.ok(ok.script > 80_000 && ok.script < 81_000, `script ${ok.script}`);
  assert.deepEqual(ok.problems, []);

  const big = await madeUpBuild(
    {
      "assets/site.js": 50_000,
      "assets/react.js": 60_000,
      "assets/site.css": 30_000,
      "assets/mantine.js": 10,
      widget: 7_000,
    },
    ["_mantine.js"],
  );
  const broken = measureSite(big.dist, big.widget);
  assert.equal(broken.problems.length, 4);
  assert.match(broken.problems.join("\n"), /JavaScript .* over 100\.0 kB.*assets\/site\.js/);
  assert.match(broken.problems.join("\n"), /CSS .* over 25\.0 kB/);
  assert.match(broken.problems.join("\n"), /widget loader/);
  assert.match(broken.problems.join("\n"), /console libraries: _mantine\.js/);
});

test("the built customer pages and widget loader stay within their budgets", () => {
  const dist = path.join(root, "apps/web/dist");
  if (!existsSync(manifestPath(dist)) || !existsSync(path.join(root, "apps/web/dist-ssr"))) {
    execSync("npm run build -w @stund/web --silent", { cwd: root, stdio: "inherit" });
  }
  const figures = measureSite(dist, path.join(root, "apps/web/widget/dist/widget.js"));
  console.log(siteReport(figures));
  assert.deepEqual(figures.problems, []);
});
