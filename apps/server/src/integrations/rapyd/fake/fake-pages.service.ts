import type { z } from "zod";
import type {
  RapydCardPageObject,
  RapydCheckoutObject,
  RapydPaymentLinkObject,
  RapydPaymentObject,
} from "../rapyd-objects";
import type { CardEntry } from "./fake-cards";
import { invalidFields, newFakeId, notFoundError, RapydFakeError } from "./fake-envelope";
import type { cardPageBody, checkoutBody, paymentLinkBody } from "./fake-input";
import { checkoutSubject, isPastExpiry, unixSeconds } from "./fake-objects";
import { recordPayment, requireCustomer } from "./fake-payments.service";
import type { FakeContext, FakeLinkStore } from "./fake-store";

/**
 * The account's hosted pages (checkouts, save-card pages and payment links) and what customers do
 * on them.
 */

/** POST /v1/checkout */
export async function createCheckout(
  context: FakeContext,
  body: z.infer<typeof checkoutBody>,
): Promise<RapydCheckoutObject> {
  if (body.customer) await requireCustomer(context, body.customer);
  const expiration = body.page_expiration;
  if (expiration !== undefined && expiration <= unixSeconds(context.now)) {
    throw invalidFields("page_expiration: The page must expire at a Unix time in the future.");
  }
  const id = newFakeId("checkout");
  const checkout: RapydCheckoutObject = {
    id,
    status: "NEW",
    amount: body.amount,
    currency: body.currency,
    country: body.country,
    customer: body.customer ?? "",
    language: body.language ?? null,
    description: body.description ?? "",
    merchant_reference_id: body.merchant_reference_id ?? "",
    complete_checkout_url: body.complete_checkout_url ?? "",
    cancel_checkout_url: body.cancel_checkout_url ?? "",
    page_expiration: expiration ?? null,
    redirect_url: context.pages.checkout(id),
    metadata: body.metadata,
    payment: null,
    timestamp: unixSeconds(context.now),
  };
  await context.store.insertCheckout(checkout);
  return checkout;
}

/** GET /v1/checkout/{id}: a page past its expiration reads as EXP unless it was paid. */
export async function readCheckout(context: FakeContext, id: string): Promise<RapydCheckoutObject> {
  const checkout = await context.store.findCheckout(id);
  if (!checkout) throw notFoundError("checkout page", id);
  if (isPastExpiry(checkout, context.now) && (await context.store.closeCheckout(id, "EXP"))) {
    checkout.status = "EXP";
  }
  return checkout;
}

/** POST /v1/hosted/collect/card */
export async function createCardPage(
  context: FakeContext,
  body: z.infer<typeof cardPageBody>,
): Promise<RapydCardPageObject> {
  await requireCustomer(context, body.customer);
  const id = newFakeId("hp_card");
  const page: RapydCardPageObject = {
    id,
    status: "NEW",
    customer: body.customer,
    country: body.country ?? "IS",
    merchant_reference_id: body.merchant_reference_id ?? "",
    complete_url: body.complete_url,
    cancel_url: body.cancel_url,
    payment_method: "",
    redirect_url: context.pages.card(id),
  };
  await context.store.insertCardPage(page);
  return page;
}

function linksOf(context: FakeContext): FakeLinkStore {
  const links = context.store.links;
  if (!links) throw new RapydFakeError(404, "NOT_FOUND", "The sandbox keeps no payment links.");
  return links;
}

/** POST /v1/hosted/collect/payments */
export async function createPaymentLink(
  context: FakeContext,
  body: z.infer<typeof paymentLinkBody>,
): Promise<RapydPaymentLinkObject> {
  const links = linksOf(context);
  const id = newFakeId("hp_reuse");
  const link: RapydPaymentLinkObject = {
    id,
    status: "NEW",
    amount: body.amount,
    amount_is_editable: body.amount_is_editable === true,
    currency: body.currency,
    country: body.country,
    language: body.language ?? null,
    merchant_reference_id: body.merchant_reference_id ?? "",
    max_payments: body.max_payments ?? null,
    template: body.checkout,
    redirect_url: context.pages.link(id),
  };
  await links.insert(link);
  return link;
}

/** GET /v1/hosted/collect/payments/{id} */
export async function readPaymentLink(context: FakeContext, id: string): Promise<RapydPaymentLinkObject> {
  const link = await linksOf(context).find(id);
  if (!link) throw notFoundError("payment link", id);
  return link;
}

export type CheckoutSubmission =
  | {
      result: "paid" | "already-paid" | "declined";
      checkout: RapydCheckoutObject;
      payment?: RapydPaymentObject;
    }
  | { result: "missing" };

/**
 * The customer submits a card on the hosted checkout page. A success saves the card as the
 * customer's default; a decline records a failed payment and leaves the page open for another try.
 */
export async function submitCheckout(
  context: FakeContext,
  checkoutId: string,
  card: CardEntry,
): Promise<CheckoutSubmission> {
  const checkout = await context.store.findCheckout(checkoutId);
  if (!checkout) return { result: "missing" };
  if (checkout.status !== "NEW") return { result: "already-paid", checkout };
  const subject = checkoutSubject(checkout);
  if (card.testCard === "decline") {
    const payment = await recordPayment(context, subject, { status: "ERR" }, { checkoutId: checkout.id });
    return { result: "declined", checkout, payment };
  }
  const paymentId = newFakeId("payment");
  // A double submit must not charge twice: only the first one marks the checkout paid.
  if (!(await context.store.closeCheckout(checkout.id, "DON", paymentId))) {
    return { result: "already-paid", checkout };
  }
  const saved = checkout.customer
    ? { ...card, id: newFakeId("card"), customerId: checkout.customer }
    : undefined;
  if (saved) await context.store.saveDefaultCard(saved);
  const payment = await recordPayment(
    context,
    subject,
    { status: "CLO" },
    { id: paymentId, card: saved, checkoutId: checkout.id },
  );
  return { result: "paid", checkout, payment };
}

/** The customer saves a card on the hosted card page; it becomes their default payment method. */
export async function submitCardPage(
  context: FakeContext,
  pageId: string,
  card: CardEntry,
): Promise<{ result: "saved" | "already-saved"; page: RapydCardPageObject } | { result: "missing" }> {
  const page = await context.store.findCardPage(pageId);
  if (!page) return { result: "missing" };
  if (page.status !== "NEW") return { result: "already-saved", page };
  const cardId = newFakeId("card");
  // A double submit must not save the card twice: only the first one completes the page.
  if (!(await context.store.completeCardPage(page.id, cardId))) return { result: "already-saved", page };
  await context.store.saveDefaultCard({ ...card, id: cardId, customerId: page.customer });
  return { result: "saved", page };
}
