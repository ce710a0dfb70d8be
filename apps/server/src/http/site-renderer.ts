import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AppConfig } from "../config/config";
import { findWebDist } from "./web-app";

/** What the server knows of a customer page's request (the renderer reads language and frame from it). */
export interface IncomingPage {
  tenant: string;
  url: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  origin: string;
}

/** The built files a customer page loads. */
export interface SiteAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
  /** The style sheets' text, written into each page (they are a few kB). */
  inlineStyle?: string;
  /** The small first script that fetches the others once the page has loaded. */
  loader?: string;
}

/** The customer pages' server renderer, built by the web app (src/site/entry-server.tsx). */
export interface SiteRendererModule {
  siteRequestOf(incoming: IncomingPage): { language: "EN" | "IS" } & Record<string, unknown>;
  renderSitePage(state: { request: unknown; page: unknown }, assets: SiteAssets): Promise<string>;
}

export interface SiteRenderer {
  module: SiteRendererModule;
  assets: SiteAssets;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const siteEntry = "src/site/entry-client.tsx";
const siteLoader = "src/site/site-loader.ts";

/** The customer entry's script, the chunks it imports (preloaded) and every style sheet they bring. */
export function siteAssetsOf(manifest: Record<string, ManifestChunk>): SiteAssets {
  const entry = manifest[siteEntry];
  if (!entry) return { scripts: [], styles: [], preloads: [] };
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (key: string, chunk: ManifestChunk, top: boolean) => {
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    if (!top) preloads.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) {
      const next = manifest[imported];
      if (next && !preloads.has(`/${next.file}`)) visit(imported, next, false);
    }
  };
  visit(siteEntry, entry, true);
  const loader = manifest[siteLoader];
  return {
    scripts: [`/${entry.file}`],
    styles: [...styles],
    preloads: [...preloads],
    ...(loader ? { loader: `/${loader.file}` } : {}),
  };
}

/** The entry's style sheets read into one text, so a page needs no second request to paint. */
function withInlineStyle(config: AppConfig, assets: SiteAssets): SiteAssets {
  const dist = findWebDist(config);
  if (!dist || assets.styles.length === 0) return assets;
  const files = assets.styles.map((href) => path.join(dist, href));
  if (!files.every((file) => fs.existsSync(file))) return assets;
  return { ...assets, inlineStyle: files.map((file) => fs.readFileSync(file, "utf8")).join("\n") };
}

function rendererPath(config: AppConfig): string | undefined {
  // Tests render from the web app's source (which the test runner compiles), never from an
  // older build. Elsewhere (also `npm run dev`) the pages need the web app built.
  if (process.env.VITEST) {
    const here = path.dirname(fileURLToPath(import.meta.url));
    return path.resolve(here, "../../../web/src/site/entry-server.tsx");
  }
  const dist = findWebDist(config);
  const built = dist && path.join(dist, "..", "dist-ssr", "entry-server.js");
  return built && fs.existsSync(built) ? built : undefined;
}

function readManifest(config: AppConfig): Record<string, ManifestChunk> {
  const dist = findWebDist(config);
  const file = dist && path.join(dist, ".vite", "manifest.json");
  if (!file || !fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
}

/**
 * Loads the renderer once, on the first customer page asked for. Undefined when the web app was
 * not built (the API alone is served then, as without the console).
 */
export function siteRendererLoader(config: AppConfig): () => Promise<SiteRenderer | undefined> {
  let loading: Promise<SiteRenderer | undefined> | undefined;
  return () => {
    loading ??= (async () => {
      const file = rendererPath(config);
      if (!file) return undefined;
      const module = (await import(pathToFileURL(file).href)) as SiteRendererModule;
      return { module, assets: withInlineStyle(config, siteAssetsOf(readManifest(config))) };
    })();
    return loading;
  };
}
