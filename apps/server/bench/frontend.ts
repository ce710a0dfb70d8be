// npm run bench -- frontend: what the pages cost a customer's phone. Lighthouse measures the demo
// company's storefront, an experience page, a customer's booking page and the console's projects
// page on a build of the app served from the embedded database: first visit and repeat visit,
// bytes by type, LCP, TBT, CLS and the performance score, beside the figures before issue 15.
//
// BENCH_FRONTEND_ROOT=dir measures the checkout in dir instead of this one (built when needed;
// BENCH_FRONTEND_BUILD=1 builds it anyway); BENCH_FRONTEND_RUNS=n takes each figure's median of n
// runs (1 by default); BENCH_FRONTEND_SAVE_BASELINE=1 writes the figures to frontend-baseline.json.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { launchBrowser, type PageFigures } from "./frontend-lighthouse";
import { findPages, type PageKey } from "./frontend-pages";
import {
  baselineFile,
  medianPage,
  printTable,
  readBaseline,
  writeBaseline,
  type FrontendFigures,
} from "./frontend-report";
import { buildIfNeeded, startBuiltServer } from "./frontend-server";

const thisCheckout = path.resolve(import.meta.dirname, "../../..");
const lighthouseVersion = (createRequire(import.meta.url)("lighthouse/package.json") as { version: string })
  .version;

function commitOf(root: string): { commit: string; commitSubject: string } {
  const git = (...args: string[]) => execFileSync("git", ["-C", root, ...args], { encoding: "utf8" }).trim();
  const dirty = git("status", "--porcelain", "--untracked-files=no") !== "";
  return {
    commit: git("rev-parse", "HEAD"),
    commitSubject: `${git("show", "-s", "--format=%s")}${dirty ? " (with uncommitted changes)" : ""}`,
  };
}

export async function benchFrontend(): Promise<void> {
  const root = path.resolve(process.env.BENCH_FRONTEND_ROOT ?? thisCheckout);
  const runs = Math.max(1, Number(process.env.BENCH_FRONTEND_RUNS ?? 1) || 1);
  const started = Date.now();
  buildIfNeeded(root, process.env.BENCH_FRONTEND_BUILD === "1");
  const server = await startBuiltServer(root);
  try {
    const pages = await findPages(server.url);
    const browser = await launchBrowser();
    const measured = new Map<PageKey, PageFigures[]>();
    try {
      // Round by round, so that a slow moment of the machine spreads over the pages.
      for (let run = 1; run <= runs; run++) {
        for (const page of pages) {
          process.stdout.write(`\rfront end: run ${run} of ${runs}, ${page.key}...`.padEnd(60));
          measured.set(page.key, [...(measured.get(page.key) ?? []), await browser.measure(page)]);
        }
      }
      process.stdout.write(`\r${"".padEnd(60)}\r`);
    } finally {
      await browser.close();
    }
    const figures: FrontendFigures = {
      ...commitOf(root),
      date: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      chromium: browser.version,
      runs,
      profile: "mobile, simulated Slow 4G and mid-range phone (Lighthouse defaults)",
      pages: Object.fromEntries(
        pages.map((page) => [page.key, { path: page.label, ...medianPage(measured.get(page.key) ?? []) }]),
      ),
    };
    printTable(figures, readBaseline());
    if (process.env.BENCH_FRONTEND_SAVE_BASELINE === "1") {
      writeBaseline(figures);
      console.log(`\nsaved as the reference: ${path.relative(process.cwd(), baselineFile)}`);
    }
    console.log(`\nfront end: ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await server.stop();
  }
}
