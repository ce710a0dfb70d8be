// Requests that got no answer, sent again with the same Idempotency-Key and body to the process
// that kept running: each must come back with the first answer (when the first attempt committed)
// or be worked on afresh, never both.
import type pg from "pg";
import { keyInUseTitle } from "../src/modules/sales/idempotency/idempotency.service";
import { notEnoughSeatsTitle } from "../src/modules/catalogue/availability/not-enough-seats";
import { sendAttempt, type Attempt, type LoadPlan } from "./crash-load";

/** What the database held for the key before the retry. */
export type KeyState = "answered" | "claimed" | "absent";

export interface Retry {
  attempt: Attempt;
  before: KeyState;
  storedId: string | null;
  status: number;
  id: string | null;
  title: string | null;
  /** How long the retry waited for a key still claimed by the killed process. */
  waitedMs: number;
  ok: boolean;
}

/** A claimed key is worked on for at most 30 s (see idempotency.ts); the retry waits past that. */
const claimWaitMs = 40_000;

/** The state of each key in the database, read in one query before any retry is sent. */
async function keyStates(
  client: pg.Client,
  keys: string[],
): Promise<Map<string, { state: KeyState; id: string | null }>> {
  const { rows } = await client.query<{ key: string; status_code: number | null; id: string | null }>(
    "select key, status_code, response->>'id' as id from idempotency_keys where key = any($1::text[])",
    [keys],
  );
  const states = new Map<string, { state: KeyState; id: string | null }>();
  for (const key of keys) states.set(key, { state: "absent", id: null });
  for (const row of rows)
    states.set(
      row.key,
      row.status_code === null ? { state: "claimed", id: null } : { state: "answered", id: row.id },
    );
  return states;
}

async function retryOne(
  plan: LoadPlan,
  url: string,
  attempt: Attempt,
  { state, id: storedId }: { state: KeyState; id: string | null },
): Promise<Retry> {
  const started = performance.now();
  for (;;) {
    const answer = await sendAttempt(plan, url, attempt);
    const waitedMs = performance.now() - started;
    if (answer.status === 409 && answer.title === keyInUseTitle && waitedMs < claimWaitMs) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    const fresh = answer.status === 201 || (answer.status === 409 && answer.title === notEnoughSeatsTitle);
    const ok = state === "answered" ? answer.status === 201 && answer.id === storedId : fresh;
    return { attempt, before: state, storedId, ...answer, waitedMs: Math.round(waitedMs), ok };
  }
}

/** Retries every unanswered attempt against `url`, all at once, and returns the outcomes. */
export async function retryUnanswered(
  plan: LoadPlan,
  url: string,
  client: pg.Client,
  attempts: Attempt[],
): Promise<Retry[]> {
  const unanswered = attempts.filter((attempt) => attempt.status === null);
  const states = await keyStates(
    client,
    unanswered.map((attempt) => attempt.key),
  );
  return Promise.all(unanswered.map((attempt) => retryOne(plan, url, attempt, states.get(attempt.key)!)));
}
