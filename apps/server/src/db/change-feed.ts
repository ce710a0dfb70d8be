import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./database";
import { listenOnPostgres, type ChannelListener } from "./pg-listener";

/** The NOTIFY channel the database's triggers announce changes on (migration 0005). */
export const changeChannel = "stund_changes";

/** Topics: who may do what (sessions, users, companies, members, projects, subscriptions)… */
export const accessTopic = "access";
/** …and one company's availability (events, bookings, experiences, pools), `a:{tenantId}`. */
export const availabilityTopic = (tenantId: string) => `a:${tenantId}`;
/** …and what one company's departures are sold on, `s:{tenantId}` (migration 0013). */
export const saleTermsTopic = (tenantId: string) => `s:${tenantId}`;

const settlePrefix = "settle:";

/**
 * What this process has heard of the database's changes, from every process. A kept answer is
 * filed under the stamp of its topic taken before it was read, and is good while the stamp is
 * current. While the feed cannot hear changes (not yet listening, connection lost) there is no
 * stamp, so nothing is kept; when it listens again every earlier stamp goes stale, because
 * changes may have been missed in between.
 */
export class ChangeFeed {
  private epoch = 0;
  private live = false;
  private readonly generations = new Map<string, number>();
  private readonly waiting = new Map<string, () => void>();

  constructor(private readonly notify: (payload: string) => Promise<void>) {}

  stamp(topic: string): string | null {
    return this.live ? `${this.epoch}.${this.generations.get(topic) ?? 0}` : null;
  }

  isCurrent(topic: string, stamp: string): boolean {
    return this.stamp(topic) === stamp;
  }

  /** A change to `topic`: this process's own writes report themselves at once. */
  changed(topic: string): void {
    this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1);
  }

  /** Every stamp taken so far goes stale. */
  forgetAll(): void {
    this.epoch += 1;
  }

  listening(): void {
    this.forgetAll();
    this.live = true;
  }

  lost(): void {
    this.live = false;
    this.forgetAll();
  }

  heard(payload: string): void {
    if (payload.startsWith(settlePrefix)) {
      this.waiting.get(payload.slice(settlePrefix.length))?.();
      return;
    }
    this.changed(payload);
  }

  /**
   * Resolves once this process has heard every change committed before the call: NOTIFY delivers
   * in commit order, so hearing a marker sent now means everything before it has arrived.
   */
  async settle(timeoutMs = 5000): Promise<void> {
    if (!this.live) return;
    const token = randomUUID();
    const heard = new Promise<void>((resolve) => this.waiting.set(token, resolve));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    try {
      await this.notify(`${settlePrefix}${token}`);
      await Promise.race([heard, timeout]);
    } finally {
      clearTimeout(timer);
      this.waiting.delete(token);
    }
  }
}

export interface RunningChangeFeed {
  feed: ChangeFeed;
  close(): Promise<void>;
}

/** Starts listening on the database's change channel: its own connection on PostgreSQL. */
export async function startChangeFeed(handle: DatabaseHandle): Promise<RunningChangeFeed> {
  const feed = new ChangeFeed(async (payload) => {
    await handle.db.execute(sql`select pg_notify(${changeChannel}, ${payload})`);
  });
  const listener: ChannelListener = {
    message: (payload) => feed.heard(payload),
    listening: () => feed.listening(),
    lost: () => feed.lost(),
  };
  if (handle.kind === "postgres") {
    const stop = await listenOnPostgres(handle.databaseUrl!, changeChannel, listener);
    return { feed, close: stop };
  }
  const unlisten = await handle.pglite!.listen(changeChannel, listener.message);
  listener.listening();
  return {
    feed,
    close: async () => {
      feed.lost();
      await unlisten().catch(() => undefined);
    },
  };
}
