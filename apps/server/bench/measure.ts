/** Requests per measured case; BENCH_REQUESTS overrides it. */
export const requestsPerCase = Number(process.env.BENCH_REQUESTS ?? 5000);

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
