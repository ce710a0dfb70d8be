// The customer pages' budgets, measured on the built files: the first load of the storefront and
// of an experience page (the site entry, its static imports and its style sheets; fonts are the
// system's) and the widget loader. `node scripts/budgets/site-budget.mjs` prints the figures and
// exits 1 when a budget is broken; the test beside it runs the same check.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { formatKB, manifestPath, staticClosure } from "./console-budget.mjs";

const kB = 1000;

/** What a customer's first visit may cost, in gzip bytes (level 9 of each file). */
export const siteBudgets = {
  script: 100 * kB,
  style: 25 * kB,
  widgetLoader: 6 * kB,
};

/** The customer pages' entry in the manifest: the storefront, experience, booking pages and the widget's frame. */
export const siteEntry = "src/site/entry-client.tsx";
/** The small first script that fetches the entry once the page has loaded. */
export const siteLoader = "src/site/site-loader.ts";

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The customer entry's first load and the widget loader, with every budget broken in `problems`. */
export function measureSite(dist, widgetFile, limits = siteBudgets) {
  const file = manifestPath(dist);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app first`);
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  if (!manifest[siteEntry]) throw new Error(`the manifest has no entry "${siteEntry}"`);
  const closure = staticClosure(manifest, manifest[siteLoader] ? [siteLoader, siteEntry] : [siteEntry]);
  const files = (pick) =>
    [...new Set(closure.flatMap((key) => pick(manifest[key])))].map((name) => ({
      file: name,
      gzip: gzipSize(readFileSync(path.join(dist, name))),
    }));
  const scripts = files((chunk) => [chunk.file]).filter((f) => f.file.endsWith(".js"));
  const styles = files((chunk) => chunk.css ?? []);
  const script = scripts.reduce((sum, f) => sum + f.gzip, 0);
  const style = styles.reduce((sum, f) => sum + f.gzip, 0);
  const widgetLoader = gzipSize(readFileSync(widgetFile));
  const problems = [];
  const list = (entries) => entries.map((f) => `${f.file} ${formatKB(f.gzip)}`).join(", ");
  if (script > limits.script)
    problems.push(
      `customer pages' JavaScript is ${formatKB(script)} gzip, over ${formatKB(limits.script)}: ${list(scripts)}`,
    );
  if (style > limits.style)
    problems.push(
      `customer pages' CSS is ${formatKB(style)} gzip, over ${formatKB(limits.style)}: ${list(styles)}`,
    );
  if (widgetLoader > limits.widgetLoader)
    problems.push(
      `the widget loader is ${formatKB(widgetLoader)} gzip, over ${formatKB(limits.widgetLoader)}`,
    );
  // No console weight: the customer entry must not pull the console's UI kit, router or query library.
  const heavy = closure.filter((key) =>
    /mantine|router|query|i18n|zod/i.test(`${manifest[key].name ?? ""} ${key}`),
  );
  if (heavy.length > 0) problems.push(`the customer entry loads console libraries: ${heavy.join(", ")}`);
  return { script, style, widgetLoader, scripts, styles, problems };
}

export function siteReport(figures) {
  return [
    `customer pages, first load: JavaScript ${formatKB(figures.script)} gzip (budget ${formatKB(siteBudgets.script)}, ${figures.scripts.length} files), CSS ${formatKB(figures.style)} gzip (budget ${formatKB(siteBudgets.style)})`,
    `widget loader: ${formatKB(figures.widgetLoader)} gzip (budget ${formatKB(siteBudgets.widgetLoader)})`,
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const figures = measureSite(
    path.join(root, "apps/web/dist"),
    path.join(root, "apps/web/widget/dist/widget.js"),
  );
  console.log(siteReport(figures));
  for (const problem of figures.problems) console.error(problem);
  process.exit(figures.problems.length > 0 ? 1 : 0);
}
