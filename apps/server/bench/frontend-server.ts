// The front-end bench's server: a build of a checkout (this one, or another given by --root), run as
// `npm start` would run it, on the embedded database in a fresh data folder, on a free loopback port.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../test/support/server-process";

/** What the build is made from; a newer file in any of them means the build is out of date. */
const sources = [
  "package-lock.json",
  "packages/shared/src",
  "apps/server/src",
  "apps/server/tsup.config.ts",
  "apps/web/src",
  "apps/web/widget",
  "apps/web/public",
  "apps/web/scripts",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
];
const builtFiles = ["apps/server/dist/main.js", "apps/web/dist/index.html"];

function newestChange(file: string): number {
  if (!existsSync(file)) return 0;
  const info = statSync(file);
  if (!info.isDirectory()) return info.mtimeMs;
  // Files only: a folder's own time changes when a build writes into it (apps/web/widget/dist).
  let newest = 0;
  for (const entry of readdirSync(file)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestChange(path.join(file, entry)));
  }
  return newest;
}

/** Builds the console and the server (`npm run build`) when a build is missing, older than its sources, or `force`. */
export function buildIfNeeded(root: string, force: boolean): void {
  const built = builtFiles.map((file) => path.join(root, file));
  const builtAt = Math.min(...built.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  const changedAt = Math.max(...sources.map((file) => newestChange(path.join(root, file))));
  if (!force && builtAt > 0 && builtAt >= changedAt) return;
  console.log(`building ${root} (npm run build)...`);
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`npm run build failed in ${root}:\n${result.stdout}\n${result.stderr}`);
}

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, exited: () => boolean, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the server stopped before it was ready:\n${output()}`);
    const ok = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within 120 s:\n${output()}`);
}

/**
 * Starts `node apps/server/dist/main.js` of `root` as the end-to-end tests do: an empty embedded
 * database outside production, which the server seeds with the demo company on start.
 */
export async function startBuiltServer(root: string): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "stund-bench-frontend-"));
  // Only what the server needs: a DATABASE_URL or WORKERS of the caller's would change what is measured.
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.homedir(),
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    JOB_INTERVAL_SECONDS: "0",
    WEB_DIST_DIR: path.join(root, "apps/web/dist"),
  };
  const child = spawn(process.execPath, [path.join(root, "apps/server/dist/main.js")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      gone = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!gone) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(
      url,
      () => gone,
      () => log,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
