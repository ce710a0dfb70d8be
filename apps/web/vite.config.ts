import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { preloadLatinFonts } from "./font-preload";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

/** Matches the files of the named packages (a regular expression's alternatives) in node_modules. */
const packages = (names: string) => new RegExp(`/node_modules/(${names})/`);

/**
 * Vendor chunks, each keyed on the packages it holds, so an entry loads a group only when it
 * imports one of its packages (the customer pages import React but neither Mantine nor the
 * router). Mantine's group takes only the parts some entry imports from the start (the console's
 * shell): the components of lazy screens stay with those screens, so the first page does not
 * carry them. Everything else is chunked by the bundler per screen. The budgets are checked on
 * the built files by scripts/budgets/console-budget.mjs.
 */
const vendorChunks = {
  groups: [
    { name: "react", test: packages("react|react-dom|scheduler"), priority: 30 },
    { name: "router", test: packages("react-router"), priority: 30 },
    {
      name: "mantine",
      test: packages(
        "@mantine/(core|hooks|modals|notifications|store)|@floating-ui/[^/]+|react-transition-group|" +
          "react-remove-scroll[^/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|" +
          "react-number-format|react-textarea-autosize|detect-node-es|aria-hidden|tslib|clsx",
      ),
      tags: ["$initial" as const],
      priority: 20,
    },
    { name: "zod", test: packages("zod"), priority: 20 },
    {
      name: "i18n",
      test: packages("i18next|react-i18next|html-parse-stringify|void-elements"),
      priority: 20,
    },
    { name: "query", test: packages("@tanstack/[^/]+|use-sync-external-store"), priority: 20 },
  ],
};

export default defineConfig({
  plugins: [react(), preloadLatinFonts()],
  server: {
    port: 5173,
    proxy: {
      "^/(api|translation|files|socket\\.io)(/|$)": { target: apiTarget, ws: true },
      "^/(?!src/|@)[^/]+/api(/|$)": { target: apiTarget },
      // The customer pages are drawn by the server (with the last build's script and styles:
      // `npm run build -w @stund/web` once), as are robots.txt and the companies' sitemaps.
      "^/(?!src/|@)[^/]+/(storefront|booking)(/|$)": { target: apiTarget },
      "^/(?!src/|@)[^/]+/sitemap\\.xml$": { target: apiTarget },
      "^/robots\\.txt$": { target: apiTarget },
    },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Two entries: the console (index.html) and the customer pages, which the server renders and
    // this script takes over (src/site). The manifest tells the server the built files of each.
    manifest: true,
    rolldownOptions: {
      input: {
        console: "index.html",
        site: "src/site/entry-client.tsx",
        "site-loader": "src/site/site-loader.ts",
      },
      output: { codeSplitting: vendorChunks },
    },
  },
  // The customer pages' server renderer (vite build --ssr): the shared package is source, so it is
  // bundled; React stays a dependency the server loads.
  ssr: { noExternal: ["@stund/shared"] },
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
