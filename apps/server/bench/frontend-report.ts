// The front-end bench's figures: the reference measured on the app before issue 15
// (frontend-baseline.json), and the table of the figures now beside them and the goals.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { byteKinds, type PageFigures, type VisitFigures } from "./frontend-lighthouse";
import { pageKeys, type PageKey } from "./frontend-pages";

export const baselineFile = path.join(import.meta.dirname, "frontend-baseline.json");

export interface FrontendFigures {
  commit: string;
  commitSubject: string;
  /** When the figures were measured. */
  date: string;
  lighthouse: string;
  chromium: string;
  /** Each figure is the median of this many first and repeat visits. */
  runs: number;
  profile: string;
  pages: Partial<Record<PageKey, { path: string } & PageFigures>>;
}

export function readBaseline(): FrontendFigures | undefined {
  if (!existsSync(baselineFile)) return undefined;
  return JSON.parse(readFileSync(baselineFile, "utf8")) as FrontendFigures;
}

export function writeBaseline(figures: FrontendFigures): void {
  writeFileSync(baselineFile, `${JSON.stringify(figures, null, 2)}\n`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianVisit(visits: VisitFigures[]): VisitFigures {
  const of = (pick: (visit: VisitFigures) => number) => median(visits.map(pick));
  return {
    bytes: Object.fromEntries(
      byteKinds.map((kind) => [kind, Math.round(of((v) => v.bytes[kind]))]),
    ) as VisitFigures["bytes"],
    nonApiBytes: Math.round(of((v) => v.nonApiBytes)),
    requests: Math.round(of((v) => v.requests)),
    lcpMs: Math.round(of((v) => v.lcpMs)),
    tbtMs: Math.round(of((v) => v.tbtMs)),
    cls: Math.round(of((v) => v.cls) * 1000) / 1000,
    score: Math.round(of((v) => v.score)),
    benchmarkIndex: Math.round(of((v) => v.benchmarkIndex)),
  };
}

/** Each figure's median over the runs (a single run's figures, rounded, for one run). */
export function medianPage(runs: PageFigures[]): PageFigures {
  return { first: medianVisit(runs.map((r) => r.first)), repeat: medianVisit(runs.map((r) => r.repeat)) };
}

interface Row {
  label: string;
  value(visit: VisitFigures): number;
  format(value: number): string;
  /** The goal for the storefront and the experience page, with the visit it is for. */
  goal?: { text: string; met(value: number): boolean; visit: "both" | "repeat" };
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const rows: Row[] = [
  ...byteKinds.map((kind) => ({
    label: `${kind} kB`,
    value: (v: VisitFigures) => v.bytes[kind],
    format: kB,
  })),
  {
    label: "besides /api/ kB",
    value: (v) => v.nonApiBytes,
    format: kB,
    goal: { text: "≤ 10 (repeat)", met: (b) => b <= 10_000, visit: "repeat" },
  },
  { label: "requests", value: (v) => v.requests, format: String },
  {
    label: "LCP ms",
    value: (v) => v.lcpMs,
    format: (ms) => String(Math.round(ms)),
    goal: { text: "≤ 1500", met: (ms) => ms <= 1500, visit: "both" },
  },
  {
    label: "TBT ms",
    value: (v) => v.tbtMs,
    format: (ms) => String(Math.round(ms)),
    goal: { text: "≤ 100", met: (ms) => ms <= 100, visit: "both" },
  },
  {
    label: "CLS",
    value: (v) => v.cls,
    format: (cls) => cls.toFixed(3),
    goal: { text: "≤ 0.05", met: (cls) => cls <= 0.05, visit: "both" },
  },
  {
    label: "score",
    value: (v) => v.score,
    format: String,
    goal: { text: "≥ 95", met: (score) => score >= 95, visit: "both" },
  },
  { label: "CPU benchmark", value: (v) => v.benchmarkIndex, format: String },
];

const goalPages: PageKey[] = ["storefront", "experience"];

function goalNote(row: Row, figures: PageFigures): string {
  const goal = row.goal!;
  const mark = (visit: VisitFigures) => (goal.met(row.value(visit)) ? "met" : "not met");
  const now =
    goal.visit === "repeat"
      ? `now ${mark(figures.repeat)}`
      : `now: first ${mark(figures.first)}, repeat ${mark(figures.repeat)}`;
  return `${goal.text.padEnd(14)} ${now}`;
}

/** The table: for each page, first and repeat visit, before issue 15 and now, with the goals. */
export function printTable(now: FrontendFigures, before: FrontendFigures | undefined): void {
  const describe = (f: FrontendFigures) =>
    `${f.commit.slice(0, 7)} "${f.commitSubject}", measured ${f.date.slice(0, 10)}, median of ${f.runs}`;
  console.log(`\nfront end: Lighthouse ${now.lighthouse} performance, ${now.profile}, ${now.chromium}`);
  console.log(`  before: ${before ? describe(before) : "no frontend-baseline.json"}`);
  console.log(`  now:    ${describe(now)}`);
  console.log(
    "  kB = 1000 bytes transferred; goals are issue 15's for the storefront and the experience page",
  );
  const cell = (text: string) => text.padStart(9);
  for (const key of pageKeys) {
    const current = now.pages[key];
    if (!current) continue;
    const old = before?.pages[key];
    console.log(`\n${key}  ${current.path}`);
    console.log(`${"".padEnd(18)}${"first visit".padStart(18)}${"repeat visit".padStart(18)}`);
    console.log(
      `${"".padEnd(18)}${[cell("before"), cell("now"), cell("before"), cell("now")].join("")}  goal`,
    );
    for (const row of rows) {
      const show = (visit: VisitFigures | undefined) => cell(visit ? row.format(row.value(visit)) : "-");
      const figures = [show(old?.first), show(current.first), show(old?.repeat), show(current.repeat)];
      const goal = row.goal && goalPages.includes(key) ? `  ${goalNote(row, current)}` : "";
      console.log(`  ${row.label.padEnd(16)}${figures.join("")}${goal}`);
    }
  }
}
