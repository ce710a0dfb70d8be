// Installs dependencies when they are missing or older than the lockfile. No dependencies of its own.
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

export function ensureInstall() {
  const marker = "node_modules/.package-lock.json";
  const stale = !existsSync(marker) || statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  console.log("Installing dependencies (npm ci)...");
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit" });
}
