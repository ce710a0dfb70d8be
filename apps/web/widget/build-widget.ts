import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type InlineConfig } from "vite";

const widgetDir = path.dirname(fileURLToPath(import.meta.url));

/** Where `npm run build:widget` writes widget.js; the server serves it from here at /widget.js. */
export const widgetOutDir = path.join(widgetDir, "dist");

/**
 * widget.js as one self-running minified file (an IIFE): no framework, no chunks, no CSS file,
 * old enough syntax for the browsers the companies' customers use.
 */
export function widgetBuildConfig(outDir: string = widgetOutDir): InlineConfig {
  return {
    configFile: false,
    root: widgetDir,
    publicDir: false,
    logLevel: "warn",
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2018",
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      lib: {
        entry: path.join(widgetDir, "src/widget.ts"),
        formats: ["iife"],
        name: "StundWidgetBundle",
        fileName: () => "widget.js",
      },
    },
  };
}

/** Builds widget.js into `outDir` and returns the file's path. */
export async function buildWidget(outDir: string = widgetOutDir): Promise<string> {
  await build(widgetBuildConfig(outDir));
  return path.join(outDir, "widget.js");
}
