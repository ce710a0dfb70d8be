import { gzipSync } from "node:zlib";
import { availabilityTopic, type ChangeFeed } from "../../../db/change-feed";
import type { Executor } from "../../../db/database";
import { keptPerFeed } from "../../../db/kept-answers";
import { nextHoldExpiry } from "./event.repository";

interface KeptList {
  body: Buffer;
  /** The body gzipped, made on the first read that accepts it. */
  gzip?: Buffer;
  until: number;
}

/** However quiet a company is, an answer is recomputed at least this often. */
const maxAgeMs = 60_000;
const keptLists = keptPerFeed<KeptList>(2000);

/** The answer's bytes, gzipped when the caller accepts it: a month of departures shrinks tenfold. */
export interface EncodedAnswer {
  bytes: Buffer;
  gzip: boolean;
}

/**
 * The serialized answer of an availability read, reused while nothing it depends on has changed:
 * database triggers announce every such write of the company on the change feed, from any
 * process, and a hold running out ends an answer's life.
 */
export async function cachedAvailabilityRead(
  db: Executor,
  feed: ChangeFeed,
  tenantId: string,
  key: string,
  compute: () => Promise<unknown>,
  gzip: boolean,
): Promise<EncodedAnswer> {
  const kept = await keptLists(feed).get(
    availabilityTopic(tenantId),
    `${tenantId}|${key}`,
    async () => {
      const now = new Date();
      const [value, expiry] = await Promise.all([compute(), nextHoldExpiry(db, tenantId, now)]);
      const body = Buffer.from(JSON.stringify(value));
      return { body, until: Math.min(expiry ?? Infinity, now.getTime() + maxAgeMs) };
    },
    (list) => list.until,
  );
  const list = kept!;
  if (!gzip) return { bytes: list.body, gzip: false };
  list.gzip ??= gzipSync(list.body);
  return { bytes: list.gzip, gzip: true };
}
