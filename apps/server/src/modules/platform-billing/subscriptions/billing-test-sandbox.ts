import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { createTestApp, signedInClient, type TestApp, type TestClient } from "../../../../test/test-app";
import { billingCustomers } from "../../../db/schema/billing";
import { subscriptions } from "../../../db/schema/tenants";
import { rapydFromConfig } from "../../../integrations/rapyd/rapyd-config";
import { newSalt, signWebhook } from "../../../integrations/rapyd/rapyd-signing";
import { createTenantAs } from "../../../../test/fixtures/tenant-test-factory";

/** Test support for the billing integration tests; not part of the server. */

export const successCard = "4111 1111 1111 1111";
export const declineCard = "4000 0000 0000 0002";

export interface BillingApp {
  t: TestApp;
  origin: string;
  close(): Promise<void>;
}

/**
 * A real app listening on a random port: the billing client reaches the built-in fake over HTTP,
 * and the fake's webhooks come back to the app's own webhook route.
 */
export async function startBillingApp(): Promise<BillingApp> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  t.app.config.rapydSandboxOrigin = origin;
  return { t, origin, close: () => t.close() };
}

export const rapydOf = (b: BillingApp) => rapydFromConfig(b.t.app.config).client;

/** An Owner with a fresh company on its trial, and the company's API prefix. */
export async function ownerWithCompany(b: BillingApp) {
  const owner = await signedInClient(b.t.app);
  const tenant = await createTenantAs(owner);
  return { owner, tenant, api: `/${tenant.identifier}/api` };
}

/** Fills in and posts a hosted page's card form, as a customer's browser would; answers the redirect. */
export async function payHostedPage(redirectUrl: string, cardNumber: string): Promise<string> {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!page.ok || !action) throw new Error(`no card form at ${redirectUrl}: ${page.status}`);
  const target = new URL(action.replace(/&amp;/g, "&"), redirectUrl);
  const response = await fetch(target, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: target.origin },
    body: new URLSearchParams({ cardNumber, expiry: "12/39", cvc: "123" }).toString(),
    redirect: "manual",
  });
  if (response.status !== 303)
    throw new Error(`card form answered ${response.status}: ${await response.text()}`);
  return response.headers.get("location") ?? "";
}

/** Polls until `read` answers something `done` accepts; webhooks arrive a moment after the payment. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function subscriptionOf(client: TestClient, api: string) {
  return (await client.get(`${api}/subscriptions/subscription`)).json();
}

/** Buys a plan through the hosted checkout with the success card and waits for the webhook. */
export async function buyPlan(b: BillingApp, owner: TestClient, api: string, tier: string) {
  const checkout = await owner.post(`${api}/rapyd/checkout`, { subscriptionTier: tier });
  if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.statusCode} ${checkout.body}`);
  await payHostedPage(checkout.json().redirectUrl, successCard);
  return waitFor(
    () => subscriptionOf(owner, api),
    (s) => s?.subscriptionStatus === "Active" && s.subscriptionType === tier,
  );
}

/** The headers Rapyd sends with a webhook body: a fresh salt, the time, and the signature. */
export function webhookHeaders(b: BillingApp, raw: string): Record<string, string> {
  const setup = rapydFromConfig(b.t.app.config);
  const salt = newSalt();
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    "content-type": "application/json",
    salt,
    timestamp,
    signature: signWebhook({ ...setup.webhook, url: setup.webhook.url, salt, timestamp, body: raw }),
  };
}

/** Posts a webhook signed as Rapyd signs it (or with the given signature), like the fake does. */
export async function postWebhook(b: BillingApp, body: object | string, signature?: string) {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const headers = webhookHeaders(b, raw);
  return b.t.app.inject({
    method: "POST",
    url: "/api/rapyd/webhook",
    headers: signature ? { ...headers, signature } : headers,
    payload: raw,
  });
}

export function paymentEvent(
  id: string,
  type: "PAYMENT_COMPLETED" | "PAYMENT_FAILED",
  payment: { id: string; amount: number; reference: string },
) {
  return {
    id,
    type,
    data: {
      id: payment.id,
      status: type === "PAYMENT_COMPLETED" ? "CLO" : "ERR",
      amount: payment.amount,
      currency_code: "EUR",
      merchant_reference_id: payment.reference,
      failure_message: type === "PAYMENT_FAILED" ? "Card declined" : "",
    },
    trigger_operation_id: `op_${id}`,
    status: "NEW",
    created_at: Math.floor(Date.now() / 1000),
  };
}

export async function subscriptionRow(b: BillingApp, tenantId: string) {
  const [row] = await b.t.app.db.select().from(subscriptions).where(eq(subscriptions.tenantId, tenantId));
  return row!;
}

export async function customerIdOf(b: BillingApp, tenantId: string) {
  const [row] = await b.t.app.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.tenantId, tenantId));
  return row?.rapydCustomerId;
}
