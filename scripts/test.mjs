// npm test: install if needed, then lint, typecheck, import cycles, unit and integration tests
// (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set), build, and browser tests in Chromium.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";
import { ensureInstall } from "./ensure-install.mjs";

ensureInstall();
ensureChromium();

const env = { ...process.env, TZ: "UTC" };
const pgEnv = process.env.TEST_DATABASE_URL;
const steps = [
  ["lint", "npx eslint . --max-warnings 0"],
  ["format", "npx prettier --check ."],
  ["typecheck", "npm run typecheck --silent"],
  ["import cycles", "npm run cycles --silent"],
  ["unit: shared", "npx vitest run --root packages/shared"],
  ["unit: web", "npx vitest run --root apps/web"],
  ["integration: server on PGlite", "npx vitest run --root apps/server", { TEST_DATABASE_URL: "" }],
  ...(pgEnv
    ? [
        [
          "integration: server on PostgreSQL",
          "npx vitest run --root apps/server",
          { TEST_DATABASE_URL: pgEnv },
        ],
      ]
    : []),
  ["build", "npm run build --silent"],
  ["browser tests (Chromium)", "npm run e2e --silent"],
];

const results = [];
for (const [name, command, extraEnv] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const run = spawnSync(command, { shell: true, stdio: "inherit", env: { ...env, ...(extraEnv ?? {}) } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}

console.log("\n=== summary");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
const skippedAfterFailure = steps.length - results.length;
console.log(`steps: ${results.length - failed} passed, ${failed + skippedAfterFailure} failed`);
process.exit(failed ? 1 : 0);
