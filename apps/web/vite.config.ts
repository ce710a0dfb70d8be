import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      "^/(api|translation|files|socket\\.io)(/|$)": { target: apiTarget, ws: true },
      "^/(?!src/|@)[^/]+/api(/|$)": { target: apiTarget },
    },
  },
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 1500 },
  test: {
    environment: "happy-dom",
    // Vitest's default is one worker fewer than the cores: on CI's two cores that is one.
    maxWorkers: 2,
    // Two workers on two cores, beside the build of other steps: a screen test can take seconds.
    testTimeout: 20_000,
    setupFiles: ["./vitest.setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "widget/**/*.test.ts"],
    env: { TZ: "UTC" },
  },
});
