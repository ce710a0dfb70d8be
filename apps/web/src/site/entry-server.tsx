import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  experienceTimeZone,
  siteStateElementId,
  type SiteState,
} from "../modules/sales/storefront/model/site-page";
import { zoneRulesOf, type ZoneRules } from "../modules/sales/storefront/model/zoned-time";
import { headTags } from "./head-tags";
import { SiteRoot } from "./site-root";
import { siteRequestOf, type IncomingPage } from "./site-request";

export { siteRequestOf, type IncomingPage };
export type { SitePage, SiteState } from "../modules/sales/storefront/model/site-page";

/** The built files a customer page loads: the entry's script and its style sheets. */
export interface SiteAssets {
  scripts: string[];
  styles: string[];
  /** Chunks the entry imports, fetched beside it rather than after it. */
  preloads: string[];
  /** The style sheets' text, written into the page so nothing blocks its first paint. */
  inlineStyle?: string;
  /**
   * A small first script (site-loader.ts) that fetches `scripts` and `preloads` once the page has
   * loaded; without it they are fetched at once.
   */
  loader?: string;
}

const languageTag = { EN: "en", IS: "is" } as const;

/** How far a page's zone rules reach: back to the start of this month, and the year the calendar looks ahead. */
const rulesReach = { before: 40 * 86_400_000, after: 400 * 86_400_000 };
const keptRules = new Map<string, ZoneRules>();

/** The experience's zone's rules, worked out once a day per zone. */
function zoneRulesFor(state: SiteState, now: Date): ZoneRules | undefined {
  if (state.page.kind !== "experience") return undefined;
  const zone = experienceTimeZone(state.page.experience);
  const key = `${zone}|${now.toISOString().slice(0, 10)}`;
  let rules = keptRules.get(key);
  if (!rules) {
    const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    rules = zoneRulesOf(zone, new Date(day - rulesReach.before), new Date(day + rulesReach.after));
    if (keptRules.size > 100) keptRules.clear();
    keptRules.set(key, rules);
  }
  return rules;
}

/** The app's markup, from React's streaming renderer, once every part of it is ready. */
function renderApp(state: SiteState): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const stream = renderToPipeableStream(<SiteRoot state={state} />, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

/**
 * A customer page as the server sends it: the head with its search and sharing tags, the page
 * drawn with the company's data (readable without script), and the data again for the browser's
 * script to take the page over.
 */
export async function renderSitePage(given: SiteState, assets: SiteAssets): Promise<string> {
  const zoneRules = zoneRulesFor(given, new Date());
  const state: SiteState = zoneRules ? { ...given, zoneRules } : given;
  const app = await renderApp(state);
  const data = JSON.stringify(state).replace(/</g, "\\u003c");
  const styles =
    assets.inlineStyle !== undefined
      ? `<style>${assets.inlineStyle.replace(/<\/style/gi, "<\\/style")}</style>`
      : assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n    ");
  const [entry] = assets.scripts;
  const scripts =
    assets.loader && entry
      ? [
          `<meta name="stund-site" content="${entry}" data-preload="${assets.preloads.join(" ")}">`,
          `<script type="module" src="${assets.loader}"></script>`,
        ].join("\n    ")
      : [
          ...assets.scripts.map((src) => `<script type="module" src="${src}"></script>`),
          ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
        ].join("\n    ");
  return `<!doctype html>
<html lang="${languageTag[state.request.language]}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#1c64c4">
    ${headTags(state)}
    ${styles}
    <noscript><style>.sf-needs-script { display: none !important; }</style></noscript>
    ${scripts}
  </head>
  <body>
    <div id="root">${app}</div>
    <script id="${siteStateElementId}" type="application/json">${data}</script>
  </body>
</html>
`;
}
