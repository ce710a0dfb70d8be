import { randomUUID } from "node:crypto";
import { bookingReference } from "@stund/shared/bookings/reference";
import { bookingTotals } from "@stund/shared/bookings/totals";
import type { CreatorKind } from "@stund/shared/bookings/enums";
import type { SalesChannel } from "@stund/shared/enums";
import { priceFor } from "@stund/shared/pricing/channel-price";
import type { Database, Executor, Transaction } from "../../../db/database";
import { badRequest, conflict, notFound } from "../../../http/errors";
import {
  assertDepartureOpen,
  assertSeatsFit,
  confirmSeats,
  eventNotFoundTitle,
} from "../../catalogue/availability/availability.service";
import {
  findSaleContext,
  findSalesUnitChannel,
  insertCashPayment,
  type BookingAnswer,
  type BookingCustomer,
  type BookingRow,
  type SaleContext,
} from "./booking.repository";
import {
  insertBooking,
  type AnswerToStore,
  type BookingGraph,
  type InsertedGraph,
} from "./booking.statement";
import { queueBookingConfirmation } from "../../messaging/emails/queue-confirmation.service";
import { accrueBookingFee } from "../../platform-billing/fees/booking-fee.service";
import { toMajorUnits } from "@stund/shared/money/money";
import { checkAnswers } from "./booking-answers";
import { recordNewBookingAudit } from "./booking-audit";

export interface BookingItemRequest {
  eventId: string;
  ticketCategoryId: string;
  quantity: number;
}

export type Settlement =
  /** A Pending booking holding its seats until the hold runs out (confirmed at once if free). */
  | { kind: "hold"; holdMinutes: number; confirmIfFree?: boolean }
  /** Confirmed at once: paid in cash at the desk, or left unpaid. */
  | { kind: "confirm"; paidCash: boolean };

export interface NewBooking {
  /** The booking's id, when the caller needs it before the booking is written. */
  id?: string;
  tenantId: string;
  /** For staff calls: the departure must belong to this project. */
  projectId?: string;
  channel: SalesChannel;
  salesUnitId?: string | null;
  creator: { kind: CreatorKind; userId?: string | null };
  items: BookingItemRequest[];
  customer: BookingCustomer;
  answers: BookingAnswer[];
  settlement: Settlement;
  /** Staff allowed to may sell past the seats left and sell closed departures; it is recorded. */
  staffSale?: { allowOverbook: boolean };
  /** Where the customer's confirmation email links to; without it no email is queued. */
  confirmationOrigin?: string;
  /**
   * For a customer who pays online: a held booking gets its payment attempt on this broker in
   * the same statement, and its address (/pay/{id} on `origin`).
   */
  openPayment?: { broker: string; returnUrl: string; origin: string };
  now?: Date;
}

export interface CreatedBooking {
  booking: BookingRow;
  items: InsertedGraph["items"];
  /** The payment attempt's address, when one was opened with the booking. */
  paymentUrl: string | null;
}

export const oneDepartureTitle = "A booking is for one departure: book each departure separately";
export const departedTitle = "This departure has already left";
export const salesClosedTitle = "Sales for this departure are closed";
export const tooFarAheadTitle = "This departure is not open for booking yet";
export const notOnChannelTitle = "This experience is not sold on this channel";

/** Every booking records its channel: the sales unit's, or Public without one (docs/product.md §7.10). */
export async function salesUnitChannel(
  tx: Executor,
  projectId: string,
  salesUnitId: string | undefined,
): Promise<SalesChannel> {
  if (!salesUnitId) return "Public";
  const channel = await findSalesUnitChannel(tx, projectId, salesUnitId);
  if (!channel)
    throw badRequest("The sales unit is not one of this project's", {
      salesUnitId: ["Choose a sales unit of this project"],
    });
  return channel;
}

/** The items merged per ticket category, priced for the channel at this moment. */
function pricedItems(context: SaleContext, request: NewBooking) {
  const quantities = new Map<string, number>();
  for (const item of request.items)
    quantities.set(item.ticketCategoryId, (quantities.get(item.ticketCategoryId) ?? 0) + item.quantity);
  const errors: string[] = [];
  const items = [];
  for (const [categoryId, quantity] of quantities) {
    const category = context.categories.find((c) => c.id === categoryId);
    if (!category) {
      errors.push(`Unknown ticket category ${categoryId}`);
      continue;
    }
    if (quantity === 0) continue;
    if (quantity < category.minPerBooking || quantity > category.maxPerBooking)
      errors.push(
        `${category.name.EN}: between ${category.minPerBooking} and ${category.maxPerBooking} tickets per booking`,
      );
    const unitPrice = priceFor({ ...category, id: categoryId }, request.channel, {
      event: context.eventPrices,
      series: context.seriesPrices ?? undefined,
    });
    items.push({
      ticketCategoryId: categoryId,
      name: category.name,
      quantity,
      unitPrice,
      vatRate: category.vatRate,
    });
  }
  if (errors.length > 0) throw badRequest("Check the tickets", { items: errors });
  if (items.length === 0) throw badRequest("Check the tickets", { items: ["Choose at least one ticket"] });
  return items;
}

/** Whether the departure may be sold now on this channel; staff may sell closed departures. */
function assertSellable(context: SaleContext, request: NewBooking, now: Date): void {
  if (context.status === "Deleted" || context.experienceStatus === "Archived")
    throw notFound(eventNotFoundTitle);
  if (!request.staffSale && context.experienceStatus !== "Published") throw notFound(eventNotFoundTitle);
  if (!context.channels.includes(request.channel)) throw conflict(notOnChannelTitle);
  if (context.startAt.getTime() <= now.getTime()) throw conflict(departedTitle);
  if (request.staffSale) return;
  if (context.status === "Closed") throw conflict(salesClosedTitle);
  if (context.startAt.getTime() - context.cutoffMinutes * 60_000 < now.getTime())
    throw conflict(salesClosedTitle);
  if (context.startAt.getTime() > now.getTime() + context.maxAdvanceDays * 86_400_000)
    throw conflict(tooFarAheadTitle);
}

/** The graph with a fresh reference for the booking. */
function withReference(graph: BookingGraph): BookingGraph & { row: { reference: string } } {
  return { ...graph, row: { ...graph.row, reference: bookingReference() } };
}

/** A booking checked, priced and ready to write: everything but its seats, taken under lock. */
export interface PreparedBooking {
  request: NewBooking;
  now: Date;
  eventId: string;
  context: SaleContext;
  seats: number;
  total: number;
  confirmed: boolean;
  paid: number;
  /** The rows to write (the reference is drawn when writing; `overbooked` decided under lock). */
  graph: BookingGraph;
}

/**
 * Checks the request against the departure and its experience and prices it for the channel, with
 * one read that takes no lock (or the sale context kept in memory, from `readContext`). Throws the 400, 404 and 409 answers a request can get before its
 * seats are counted.
 */
export async function prepareBooking(
  db: Executor,
  request: NewBooking,
  readContext: (tenantId: string, eventId: string) => Promise<SaleContext | undefined> = (
    tenantId,
    eventId,
  ) => findSaleContext(db, tenantId, eventId),
): Promise<PreparedBooking> {
  const now = request.now ?? new Date();
  const eventIds = new Set(request.items.map((item) => item.eventId));
  if (eventIds.size !== 1) throw badRequest(oneDepartureTitle, { items: [oneDepartureTitle] });
  const [eventId] = eventIds as unknown as [string];
  const context = await readContext(request.tenantId, eventId);
  if (!context || (request.projectId && context.projectId !== request.projectId))
    throw notFound(eventNotFoundTitle);
  assertSellable(context, request, now);
  const items = pricedItems(context, request);
  const answers = checkAnswers(context.customFields, request.answers);
  const seats = items.reduce((sum, item) => sum + item.quantity, 0);
  const totals = bookingTotals(items);
  const { settlement } = request;
  const confirmed =
    settlement.kind === "confirm" || (settlement.confirmIfFree === true && totals.total === 0);
  const paid = settlement.kind === "confirm" && settlement.paidCash ? totals.total : 0;
  const attempt =
    !confirmed && request.openPayment
      ? {
          id: randomUUID(),
          broker: request.openPayment.broker,
          returnUrl: request.openPayment.returnUrl,
          paymentUrl: "",
        }
      : undefined;
  // The pay page speaks the customer's language (English unless they booked in Icelandic).
  const payLanguage = request.customer?.language === "IS" ? "?lang=is" : "";
  if (attempt) attempt.paymentUrl = `${request.openPayment!.origin}/pay/${attempt.id}${payLanguage}`;
  const row = {
    id: request.id ?? randomUUID(),
    tenantId: request.tenantId,
    projectId: context.projectId,
    eventId,
    seats,
    status: confirmed ? "Confirmed" : "Pending",
    expiresAt:
      settlement.kind === "hold" && !confirmed
        ? new Date(now.getTime() + settlement.holdMinutes * 60_000)
        : null,
    confirmedAt: confirmed ? now : null,
    channel: request.channel,
    salesUnitId: request.salesUnitId ?? null,
    creatorKind: request.creator.kind,
    createdBy: request.creator.userId ?? null,
    customer: request.customer,
    answers,
    currency: context.currency,
    subtotal: totals.subtotal,
    discount: totals.discount,
    total: totals.total,
    vat: totals.vat,
    paid,
    paymentStatus: paid > 0 || (confirmed && totals.total === 0) ? "Paid" : "Unpaid",
    paymentMethod: paid > 0 ? "Cash" : "Unknown",
  };
  const history = {
    actorUserId: request.creator.userId ?? null,
    actorKind: request.creator.kind,
    action: "Created",
    details: { status: row.status, seats, total: totals.total, paid },
  };
  return {
    request,
    now,
    eventId,
    context,
    seats,
    total: totals.total,
    confirmed,
    paid,
    graph: { row, items, history, attempt },
  };
}

/**
 * Books one departure in the caller's transaction: checks the request against the experience,
 * prices it for the channel, then takes the seats under the departure's and its pools' locks
 * (409 when too few are left) and writes the booking, its items and its first history line, in
 * one statement (`writeBooking`). A held booking keeps its seats until `expiresAt`; a confirmed
 * one counts them as sold.
 */
export async function createBooking(tx: Transaction, request: NewBooking): Promise<CreatedBooking> {
  return completeBooking(tx, await prepareBooking(tx, request));
}

/** Gives, for the rows about to be written, the answer to store under the call's Idempotency-Key. */
export type AnswerFor = (graph: BookingGraph & { row: { reference: string } }) => AnswerToStore;

/**
 * Writes a prepared booking with the one statement that takes its departure's seats
 * (booking.statement.ts), drawing another reference while the one drawn is taken in the company.
 * On the database itself (no transaction) the departure stays locked only while the database runs
 * and commits the statement; in the caller's transaction, until that ends. Without `pooled` a
 * departure that needs an asset pool is left alone: it answers "pooled" and writes nothing. Throws
 * 404, or 409 with the seats left.
 */
async function writeBooking(
  executor: Executor,
  prepared: PreparedBooking,
  options: { pooled: true },
): Promise<CreatedBooking>;
async function writeBooking(
  executor: Executor,
  prepared: PreparedBooking,
  options: { pooled: false; answerFor?: AnswerFor },
): Promise<CreatedBooking | "pooled">;
async function writeBooking(
  executor: Executor,
  prepared: PreparedBooking,
  options: { pooled: boolean; answerFor?: AnswerFor },
): Promise<CreatedBooking | "pooled"> {
  const { request, eventId, seats, now } = prepared;
  const allowOverbook = request.staffSale?.allowOverbook ?? false;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const graph = withReference(prepared.graph);
    const { seats: found, inserted } = await insertBooking(
      executor,
      graph,
      { eventId, seats, allowOverbook, now, pooled: options.pooled },
      options.answerFor?.(graph),
    );
    assertDepartureOpen(found);
    if (found.pooled && !options.pooled) return "pooled";
    if (inserted) return writtenBooking(inserted, graph);
    assertSeatsFit(found, seats, allowOverbook);
    // Otherwise the reference was taken in the company: draw another.
  }
  throw new Error("could not find a free booking reference");
}

/**
 * Whether a prepared booking can be written by one statement of its own: a hold that pays nothing
 * yet, on a departure that needs no asset pool. Anything confirmed at once (its seats sold, cash,
 * fee, email) or pooled takes the transaction of `createBooking`.
 */
export function fitsOneStatement(prepared: PreparedBooking): boolean {
  return !prepared.confirmed && prepared.paid === 0 && !prepared.context.pooled;
}

/**
 * Writes a held booking in one statement of its own that also takes its departure's seats: no
 * transaction, so the departure stays locked only while the database runs and commits it.
 * Answers "pooled" when the departure turned out to need an asset pool (nothing written: book it
 * in a transaction); throws 404, or 409 with the seats left.
 */
export async function bookInOneStatement(
  db: Database,
  prepared: PreparedBooking,
  answerFor?: AnswerFor,
): Promise<CreatedBooking | "pooled"> {
  return writeBooking(db, prepared, { pooled: false, answerFor });
}

function writtenBooking(inserted: InsertedGraph, graph: BookingGraph): CreatedBooking {
  return { booking: inserted.booking, items: inserted.items, paymentUrl: graph.attempt?.paymentUrl ?? null };
}

/** Takes the prepared booking's seats under lock and writes it, in the caller's transaction. */
async function completeBooking(tx: Transaction, prepared: PreparedBooking): Promise<CreatedBooking> {
  const { request, now, eventId, context, seats, confirmed, paid, total } = prepared;
  const created = await writeBooking(tx, prepared, { pooled: true });
  const { booking } = created;
  await recordNewBookingAudit(tx, booking, request.creator.userId);
  if (confirmed) await confirmSeats(tx, eventId, seats);
  if (paid > 0)
    await insertCashPayment(tx, {
      tenantId: request.tenantId,
      bookingId: booking.id,
      amount: paid,
      currency: context.currency,
    });
  if (confirmed && total > 0)
    await accrueBookingFee(tx, {
      tenantId: request.tenantId,
      bookingId: booking.id,
      total: toMajorUnits(total, context.currency),
      currency: context.currency,
      at: now,
    });
  if (confirmed && request.confirmationOrigin)
    await queueBookingConfirmation(tx, booking.id, request.tenantId, request.confirmationOrigin, now);
  return created;
}
