// Lighthouse's performance category on a phone (its defaults: mobile screen, simulated "Slow 4G,
// mid-range phone"), first visit with an empty cache, then a repeat visit in the same Chrome.
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import type { BenchPage } from "./frontend-pages";

/** Bytes transferred, by the resource types of Lighthouse's resource-summary audit. */
export const byteKinds = ["document", "script", "stylesheet", "image", "font", "other", "total"] as const;
export type ByteKind = (typeof byteKinds)[number];

export interface VisitFigures {
  bytes: Record<ByteKind, number>;
  /** Bytes of every request whose URL has no `/api/` in it: what a visit costs besides API answers. */
  nonApiBytes: number;
  requests: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's performance score, 0–100. */
  score: number;
  /** Lighthouse's measure of the machine's speed at the time (higher is faster; a busy machine scores low). */
  benchmarkIndex: number;
}

export interface PageFigures {
  first: VisitFigures;
  repeat: VisitFigures;
}

interface SummaryItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

interface RequestItem {
  url: string;
  transferSize?: number;
}

function itemsOf<T>(lhr: Result, audit: string): T[] {
  const details = lhr.audits[audit]?.details as { items?: T[] } | undefined;
  if (!details?.items) throw new Error(`Lighthouse gave no ${audit} audit`);
  return details.items;
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit}: ${lhr.runtimeError?.message ?? ""}`);
  return value;
}

function figuresOf(lhr: Result): VisitFigures {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const summary = itemsOf<SummaryItem>(lhr, "resource-summary");
  const bytes = Object.fromEntries(
    byteKinds.map((kind) => {
      // "other" gathers media and anything Lighthouse calls other.
      const types = kind === "other" ? ["other", "media"] : [kind];
      const size = summary.filter((item) => types.includes(item.resourceType));
      return [kind, size.reduce((sum, item) => sum + item.transferSize, 0)];
    }),
  ) as Record<ByteKind, number>;
  const requests = itemsOf<RequestItem>(lhr, "network-requests");
  return {
    bytes,
    nonApiBytes: requests
      .filter((request) => !request.url.includes("/api/"))
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    requests: summary.find((item) => item.resourceType === "total")?.requestCount ?? requests.length,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Debian's Chromium, installed by the project's own script when it is missing (as for the browser tests). */
export async function chromePath(): Promise<string> {
  const script = pathToFileURL(
    path.resolve(import.meta.dirname, "../../../scripts/ensure-chromium.mjs"),
  ).href;
  const { chromiumPath, ensureChromium } = (await import(script)) as {
    chromiumPath: string;
    ensureChromium(): void;
  };
  const chrome = process.env.CHROME_PATH ?? chromiumPath;
  if (chrome === chromiumPath) ensureChromium();
  return chrome;
}

export interface Browser {
  version: string;
  /** Measures one page: a first visit with the cache emptied, then a repeat visit keeping it. */
  measure(page: BenchPage): Promise<PageFigures>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath: await chromePath(),
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  const versionAnswer = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  const version = ((await versionAnswer.json()) as { Browser?: string }).Browser ?? "Chromium";
  const run = async (page: BenchPage, disableStorageReset: boolean) => {
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      formFactor: "mobile",
      throttlingMethod: "simulate",
      disableStorageReset,
      extraHeaders: page.headers,
    };
    // A trace Lighthouse could not read (NO_NAVSTART and the like, on a busy machine) is tried again.
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(page.url, flags);
      if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
      const failure = result.lhr.runtimeError;
      if (!failure) return figuresOf(result.lhr);
      const visit = disableStorageReset ? "repeat" : "first";
      if (attempt === 3) throw new Error(`Lighthouse on ${page.url} (${visit} visit): ${failure.message}`);
      console.log(`\n${page.key}, ${visit} visit: ${failure.code}; measuring again`);
    }
  };
  return {
    version,
    measure: async (page) => {
      const first = await run(page, false);
      const repeat = await run(page, true);
      return { first, repeat };
    },
    close: async () => {
      chrome.kill();
    },
  };
}
