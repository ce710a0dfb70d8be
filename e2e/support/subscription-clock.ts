import { expect, type APIRequestContext } from "@playwright/test";

/** What the test-only job route reports for one run. */
export interface DueJobsSummary {
  expiredTrials: number;
  canceled: number;
  planChanges: number;
  renewals: Record<"renewed" | "failed" | "pending" | "error", number>;
}

/** The parts of the company's current subscription a spec reads. */
export interface SubscriptionAnswer {
  subscriptionType: string;
  subscriptionStatus: string;
  billingStartDate: string;
  billingEndDate: string;
  pendingSubscriptions: { tier: string; whenToProcess: string }[];
}

/**
 * Runs the subscription jobs (trials expire, unsubscribed plans end, downgrades apply, renewals)
 * as of `at`, through the route a server started with STUND_TEST_ROUTES=1 has. The jobs see every
 * company of the database, not only the spec's own.
 */
export async function runDueJobsAt(
  request: APIRequestContext,
  baseURL: string,
  at: Date,
): Promise<DueJobsSummary> {
  const response = await request.post("/api/test/run-due-jobs", {
    headers: { origin: baseURL, "x-stund-request": "1" },
    data: { at: at.toISOString() },
  });
  expect(response.ok(), `run-due-jobs: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as DueJobsSummary;
}

/** The company's current subscription as the server answers it (GET …/subscriptions/subscription). */
export async function currentSubscription(
  request: APIRequestContext,
  identifier: string,
): Promise<SubscriptionAnswer> {
  const response = await request.get(`/${identifier}/api/subscriptions/subscription`);
  expect(response.ok(), `subscription: ${response.status()}`).toBe(true);
  return (await response.json()) as SubscriptionAnswer;
}
