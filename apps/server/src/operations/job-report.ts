/** How one job of a round went, for the operator's metrics. */
export interface JobRun {
  job: string;
  outcome: "success" | "failure";
  seconds: number;
  /** Rows the job acted on: trials expired, emails sent, holds released... */
  items: number;
}

export type JobReporter = (run: JobRun) => void;

/** Runs one job and reports it; a failure is reported and thrown on, as before. */
export async function reportedJob<T>(
  report: JobReporter | undefined,
  job: string,
  work: () => Promise<T>,
  items: (result: T) => number,
): Promise<T> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const result = await work();
    report?.({ job, outcome: "success", seconds: seconds(), items: items(result) });
    return result;
  } catch (error) {
    report?.({ job, outcome: "failure", seconds: seconds(), items: 0 });
    throw error;
  }
}
