import type { Database, Transaction } from "../../../db/database";
import type { RapydKeys } from "../rapyd-api";
import { rapydSandboxPrefix } from "../rapyd-config";
import { successAnswer, RapydFakeError } from "./fake-envelope";
import { databaseFakeStore } from "./fake-database-store";
import { claimIdempotencyKey, findIdempotentAnswer, keepIdempotentAnswer } from "./fake.repository";
import type { FakeContext, FakeHost, FakeHostedPages, FakeOutcome } from "./fake-store";
import { enqueueWebhook, type WebhookDeliverer } from "./fake-webhooks";

/** The fake as the app's own sandbox: its hosted pages on this server, its state in the database. */
export interface SandboxHost extends FakeHost {
  pages: FakeHostedPages;
  /** Runs `work` in one transaction; the webhooks it raises are sent once it commits. */
  unit<T>(operationId: string, work: (context: FakeContext) => Promise<T>): Promise<T>;
}

export interface SandboxHostOptions {
  db: Database;
  keys: RapydKeys;
  /** This server's address, for the hosted pages' redirect URLs. */
  origin: () => string;
  deliverer: WebhookDeliverer;
}

export function databaseFakeHost(options: SandboxHostOptions): SandboxHost {
  const hosted = (kind: string) => (id: string) =>
    `${options.origin()}${rapydSandboxPrefix}/hosted/${kind}/${id}`;
  // No link page is ever asked for: the sandbox keeps no payment links.
  const pages: FakeHostedPages = { checkout: hosted("checkout"), card: hosted("card"), link: hosted("link") };

  async function transact<T>(
    operationId: string,
    work: (context: FakeContext, tx: Transaction) => Promise<T>,
  ): Promise<T> {
    const { result, webhooks } = await options.db.transaction(async (tx) => {
      const context: FakeContext = {
        store: databaseFakeStore(tx, pages),
        pages,
        now: new Date(),
        operationId,
        notices: [],
      };
      const result = await work(context, tx);
      const webhooks: string[] = [];
      for (const notice of context.notices) {
        webhooks.push(await enqueueWebhook(tx, notice.type, notice.data, operationId));
      }
      return { result, webhooks };
    });
    options.deliverer.deliver(webhooks);
    return result;
  }

  return {
    keys: options.keys,
    now: () => new Date(),
    pages,
    unit: (operationId, work) => transact(operationId, work),
    /**
     * The key is written in the same transaction as the work, so a concurrent repeat waits for
     * the first to commit and then reads its answer; a refused request rolls back and keeps nothing.
     */
    once: (unit, work) =>
      transact(unit.operationId, async (context, tx): Promise<FakeOutcome> => {
        if (unit.key && !(await claimIdempotencyKey(tx, unit.key, unit.label))) {
          const first = await findIdempotentAnswer(tx, unit.key);
          if (!first) {
            throw new RapydFakeError(
              409,
              "IDEMPOTENCY_KEY_IN_USE",
              "A request with this idempotency key is in progress.",
            );
          }
          return { answer: { httpStatus: first.httpStatus, body: JSON.parse(first.response) }, fresh: false };
        }
        const answer = successAnswer(await work(context), unit.operationId);
        if (unit.key) {
          await keepIdempotentAnswer(tx, unit.key, {
            httpStatus: answer.httpStatus,
            response: JSON.stringify(answer.body),
          });
        }
        return { answer, fresh: true };
      }),
  };
}
