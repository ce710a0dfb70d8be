import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/main.ts", "src/prepare.ts"],
  format: ["esm"],
  target: "node20",
  platform: "node",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: ["@stund/shared", /^i18n-iso-countries/],
});
