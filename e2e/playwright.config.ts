import { defineConfig } from "@playwright/test";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `stund-e2e-${process.pid}`);

export default defineConfig({
  testDir: "./specs",
  outputDir: "./test-results",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  projects: [
    { name: "console and customer pages", testIgnore: /subscription-story\.spec\.ts$/ },
    {
      // The subscription story runs the plan jobs at future dates, and those jobs see every company:
      // the demo company's trial ends there. It goes last, so the specs that work in the demo
      // company (its staff, its schedule) find it on its trial.
      name: "subscription clock",
      testMatch: /subscription-story\.spec\.ts$/,
      dependencies: ["console and customer pages"],
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node ../apps/server/dist/main.js`,
    url: `http://127.0.0.1:${port}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      STUND_TEST_ROUTES: "1",
      JOB_INTERVAL_SECONDS: "0",
    },
  },
});
