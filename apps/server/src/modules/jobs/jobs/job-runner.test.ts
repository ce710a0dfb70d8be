import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { jobIntervalMs, startJobRunner } from "./job-runner.service";
import { JobRunStopped, runDueJobs } from "./due-jobs";
import type { JobRun } from "../../../operations/job-report";
import { companyWithSubscription, scriptedRapyd, subscriptionNow } from "./job-test-support";
import { waitFor } from "../../platform-billing/subscriptions/billing-test-sandbox";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("the in-process job runner", () => {
  it("reads its interval from JOB_INTERVAL_SECONDS: 30 s by default, 0 to turn it off", () => {
    expect(jobIntervalMs({})).toBe(30_000);
    expect(jobIntervalMs({ JOB_INTERVAL_SECONDS: "5" })).toBe(5_000);
    expect(jobIntervalMs({ JOB_INTERVAL_SECONDS: "0" })).toBe(0);
    expect(() => jobIntervalMs({ JOB_INTERVAL_SECONDS: "soon" })).toThrow(/JOB_INTERVAL_SECONDS/);
  });

  it("runs the due jobs on its own, and stops when asked", async () => {
    const company = await companyWithSubscription(t, {
      tier: "Trial",
      status: "Trial",
      billingStartDate: new Date(Date.now() - 20 * 86_400_000),
      billingEndDate: new Date(Date.now() - 60_000),
    });
    const runner = startJobRunner({
      db: t.app.db,
      deps: { rapyd: scriptedRapyd().client },
      intervalMs: 20,
      log: t.app.log,
    });
    try {
      await waitFor(
        () => subscriptionNow(t.app.db, company.tenant.id),
        (row) => row.status === "Expired",
      );
    } finally {
      await runner.stop();
    }
  });

  it("reports each job of a run, and when stopped leaves the rest of the run after the job in progress", async () => {
    const stopping = new AbortController();
    const runs: JobRun[] = [];
    const onJobRun = (run: JobRun) => {
      runs.push(run);
      if (runs.length === 2) stopping.abort();
    };
    const deps = { rapyd: scriptedRapyd().client, onJobRun, signal: stopping.signal };
    await expect(runDueJobs(t.app.db, deps)).rejects.toBeInstanceOf(JobRunStopped);
    expect(runs.map((run) => [run.job, run.outcome])).toEqual([
      ["expireTrials", "success"],
      ["cancelEndedSubscriptions", "success"],
    ]);
  });
});
