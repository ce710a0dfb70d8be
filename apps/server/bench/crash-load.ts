// The booking load of the crash-safety bench: closed-loop clients that book over real HTTP on two
// server processes, each request with an Idempotency-Key, and keep every request and its answer.
// A client whose process stops answering marks it down and books on the other one until the
// process is back (as a load balancer would).
import { randomUUID } from "node:crypto";

export type AttemptKind = "public" | "desk";

export interface Attempt {
  key: string;
  kind: AttemptKind;
  eventId: string;
  quantity: number;
  body: Record<string, unknown>;
  /** The process (0 or 1) and its start (0 first, 1 after the restart) the request went to. */
  slot: number;
  generation: number;
  /** Null: no answer (the connection failed or was cut). */
  status: number | null;
  id: string | null;
  title: string | null;
}

export interface Target {
  url: string;
  generation: number;
  up: boolean;
}

export interface LoadPlan {
  tenant: string;
  project: string;
  categoryId: string;
  cookie: string;
  eventIds: string[];
  clients: number;
}

/** The request of one attempt, to one process: the storefront's, or the desk's Cash booking. */
export async function sendAttempt(
  plan: Pick<LoadPlan, "tenant" | "project" | "cookie">,
  url: string,
  attempt: Pick<Attempt, "key" | "kind" | "body">,
): Promise<{ status: number; id: string | null; title: string | null }> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "idempotency-key": attempt.key,
  };
  let path = `/${plan.tenant}/api/public/bookings`;
  if (attempt.kind === "desk") {
    path = `/${plan.tenant}/api/${plan.project}/bookings`;
    Object.assign(headers, { origin: url, "x-stund-request": "1", cookie: plan.cookie });
  }
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(attempt.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: { id?: unknown; title?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Not JSON: kept as no id and no title.
  }
  return {
    status: response.status,
    id: typeof parsed.id === "string" ? parsed.id : null,
    title: typeof parsed.title === "string" ? parsed.title : null,
  };
}

function newAttempt(
  plan: LoadPlan,
  index: number,
): Omit<Attempt, "slot" | "generation" | "status" | "id" | "title"> {
  const eventId = plan.eventIds[Math.floor(Math.random() * plan.eventIds.length)]!;
  const quantity = 1 + Math.floor(Math.random() * 3);
  // One in three at the desk (Cash, confirmed at once), the rest on the storefront (held).
  const kind: AttemptKind = Math.random() < 1 / 3 ? "desk" : "public";
  const items = [{ eventId, ticketCategoryId: plan.categoryId, quantity }];
  const customer = { name: `Guest ${index}`, email: `guest${index}@example.com` };
  const body =
    kind === "desk" ? { items, customer, paymentMethod: "Cash" } : { items, customer, acceptTerms: true };
  return { key: `crash-${randomUUID()}`, kind, eventId, quantity, body };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the clients until `stop()`; `targets` may be swapped (a restarted process) while it runs. */
export function startLoad(plan: LoadPlan, targets: Target[]) {
  const attempts: Attempt[] = [];
  let stopped = false;
  let counter = 0;
  const pick = (client: number): number | null => {
    const preferred = client % targets.length;
    if (targets[preferred]!.up) return preferred;
    const other = targets.findIndex((target) => target.up);
    return other < 0 ? null : other;
  };
  const runClient = async (client: number) => {
    while (!stopped) {
      const slot = pick(client);
      if (slot === null) {
        await pause(50);
        continue;
      }
      const target = targets[slot]!;
      const attempt: Attempt = {
        ...newAttempt(plan, counter++),
        slot,
        generation: target.generation,
        status: null,
        id: null,
        title: null,
      };
      attempts.push(attempt);
      try {
        Object.assign(attempt, await sendAttempt(plan, target.url, attempt));
      } catch {
        // No answer: this process is down until it is started again.
        if (targets[slot] === target) target.up = false;
      }
    }
  };
  const running = Promise.all(Array.from({ length: plan.clients }, (_, client) => runClient(client)));
  return {
    attempts,
    async stop(): Promise<Attempt[]> {
      stopped = true;
      await running;
      return attempts;
    },
  };
}
