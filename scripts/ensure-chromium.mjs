// Browser tests run in Debian's Chromium. Installs it when missing and we are root; otherwise says how.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      "Chromium is missing. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium",
    );
    process.exit(1);
  }
  console.log("Installing Chromium (apt-get install chromium)...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
}
