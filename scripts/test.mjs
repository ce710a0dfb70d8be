// npm test: install if needed, then lint, format, architecture rules and types (side by side), unit and integration tests
// (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set), build, and browser tests in Chromium.
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { ensureChromium } from "./ensure-chromium.mjs";
import { ensureInstall } from "./ensure-install.mjs";

ensureInstall();
ensureChromium();

// Steps write to a pipe (their output is kept for the digest below): keep colours on a terminal.
const env = { ...process.env, TZ: "UTC", ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}) };
const pgEnv = process.env.TEST_DATABASE_URL;
/**
 * Each step is [name, command, extra env]; a step whose command is a list runs its commands side
 * by side (two at a time: the checks below are single-threaded, and CI has two cores) and shows
 * each one's output when it ends.
 */
const steps = [
  [
    "static checks: lint, format, architecture, types",
    [
      ["lint", "npx eslint . --max-warnings 0"],
      ["format", "npx prettier --check ."],
      [
        "architecture (imports, cycles, module rules)",
        "npm run architecture --silent && node --test scripts/architecture/ apps/web/scripts/",
      ],
      ["types: shared and server", "npx tsc -p packages/shared --noEmit && npx tsc -p apps/server --noEmit"],
      [
        "types: web, widget and browser specs",
        "npx tsc -p apps/web --noEmit && npx tsc -p apps/web/widget --noEmit && npx tsc -p e2e --noEmit",
      ],
    ],
  ],
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
  ["budgets: customer pages, widget loader and console (built files)", "node --test scripts/budgets/"],
  ["browser tests (Chromium)", "npm run e2e --silent"],
];

/** Lines of a failing step's output that say what failed, so the end of a long log shows it. */
const failureLine =
  /(FAIL\b|✘|×|\d+\) |Error:|Error\b.*:|Expected|Received|›|expected .* (to|but)|Timeout|at .*\.(ts|tsx|mjs):\d+)/;
/** A passing test's line (Playwright's and Vitest's tick) names its test too, but is no failure. */
const passedLine = /^\s*(✓|✔)/;
const maxDigestLines = 40;

function digestOf(output) {
  const plain = stripVTControlCharacters(output);
  const lines = plain
    .split("\n")
    .filter((line) => failureLine.test(line) && !passedLine.test(line) && !/node_modules/.test(line));
  return [...new Set(lines.map((line) => line.trimEnd()))].slice(0, maxDigestLines);
}

/** Runs one command with its output shown as it comes (or, when `quiet`, only kept) for the digest. */
function runStep(command, stepEnv, quiet = false) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["inherit", "pipe", "pipe"], env: stepEnv });
    let output = "";
    const keep = (stream, target) =>
      stream.on("data", (chunk) => {
        if (!quiet) target.write(chunk);
        output += chunk.toString();
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

/** Runs commands two at a time; each one's output is shown whole when it ends. */
async function runSideBySide(commands, stepEnv) {
  const queue = [...commands];
  const outcomes = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, command] = next;
      const started = Date.now();
      const run = await runStep(command, stepEnv, true);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n--- ${name} (${seconds} s): ${command}\n${run.output.trimEnd()}`);
      outcomes.push({ name, seconds, ...run });
    }
  };
  await Promise.all([lane(), lane()]);
  return outcomes;
}

const results = [];
let digest = [];
for (const [name, command, extraEnv] of steps) {
  const stepEnv = { ...env, ...(extraEnv ?? {}) };
  const started = Date.now();
  let runs;
  if (Array.isArray(command)) {
    console.log(`\n=== ${name}`);
    runs = await runSideBySide(command, stepEnv);
  } else {
    console.log(`\n=== ${name}: ${command}`);
    runs = [{ name, ...(await runStep(command, stepEnv)) }];
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const failedRuns = runs.filter((run) => !run.ok);
  const parts = Array.isArray(command)
    ? ` [${runs.map((run) => `${run.name} ${run.seconds} s`).join("; ")}]`
    : "";
  results.push({ name: `${name}${parts}`, ok: failedRuns.length === 0, seconds });
  if (failedRuns.length > 0) {
    digest = failedRuns.flatMap((run) => [`(${run.name})`, ...digestOf(run.output)]);
    break;
  }
}

if (digest.length > 0) {
  console.log(`\n=== what failed (the lines above that say so, at most ${maxDigestLines})`);
  for (const line of digest) console.log(line);
}
console.log("\n=== summary");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
const skippedAfterFailure = steps.length - results.length;
console.log(`steps: ${results.length - failed} passed, ${failed + skippedAfterFailure} failed`);
process.exit(failed ? 1 : 0);
