import { saleTermsTopic, type ChangeFeed } from "../../../db/change-feed";
import type { Database } from "../../../db/database";
import { keptPerFeed } from "../../../db/kept-answers";
import { findSaleContext, type SaleContext } from "./booking.repository";

const kept = keptPerFeed<SaleContext>(10_000);

/**
 * A departure's sale context kept in memory until its company's sale terms change (migration
 * 0013): a rush of customers on one departure reads it once. Seats are not part of it; they are
 * counted under the departure's lock, where its status is checked again.
 */
export function keptSaleContext(
  db: Database,
  feed: ChangeFeed,
): (tenantId: string, eventId: string) => Promise<SaleContext | undefined> {
  return (tenantId, eventId) =>
    kept(feed).get(saleTermsTopic(tenantId), `${tenantId}:${eventId}`, () =>
      findSaleContext(db, tenantId, eventId),
    );
}
