import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/support/migrated-template.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    // Test files share a worker's loaded modules instead of importing the server afresh each:
    // every file builds its own app on its own copy of the database, and the server keeps no
    // state in modules that outlives an app (the suite passes in shuffled order too).
    isolate: false,
    env: { TZ: "UTC" },
  },
});
