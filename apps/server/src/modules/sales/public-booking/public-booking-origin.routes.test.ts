import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../../db/schema/emails";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { publicDeparture } from "../../../../test/fixtures/public-test-support";
import { sandboxCards } from "../../payments/providers/sandbox/sandbox-ledger";

/**
 * One rule for the public origin (http/public-origin.ts): PUBLIC_ORIGIN when set, else the origin
 * the customer started on. The pay page, the sandbox's page and the way back all share it, so a
 * customer who opened the app at http://localhost:3000 comes back there after paying.
 */
async function payAs(t: TestApp, host: string, extra: Record<string, string> = {}) {
  const d = await publicDeparture(t);
  const headers = { host, ...extra };
  const created = (await d.book(1, {}, headers)).json() as { id: string; paymentUrl: string };
  const payAddress = new URL(created.paymentUrl);
  const opened = await t.app.inject({ method: "GET", url: payAddress.pathname, headers });
  const page = new URL(String(opened.headers.location));
  const shown = await t.app.inject({ method: "GET", url: `${page.pathname}${page.search}`, headers });
  const paid = await t.app.inject({
    method: "POST",
    url: `${page.pathname}${page.search}`,
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ card: sandboxCards.succeeds }).toString(),
  });
  return { d, created, opened, page, shown, paid, booking: await d.booking(created.id) };
}

describe("the public origin of a customer's payment, without PUBLIC_ORIGIN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ port: 3000, publicOrigin: undefined });
  });
  afterAll(async () => t.close());

  it("keeps a booking started on localhost:3000 on http://localhost:3000 from the pay page back to the booking", async () => {
    const { d, created, opened, page, shown, paid, booking } = await payAs(t, "localhost:3000");
    expect(created.paymentUrl).toMatch(/^http:\/\/localhost:3000\/pay\/[0-9a-f-]{36}$/);
    expect(opened.statusCode).toBe(303);
    expect(page.origin).toBe("http://localhost:3000");
    expect(page.pathname).toMatch(/^\/pay\/sandbox\/[0-9a-f-]{36}$/);
    // The page's form posts to itself and the browser is then sent back: both on the same origin.
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-security-policy"]).toContain("form-action 'self' http://localhost:3000");
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/${d.tenant.identifier}/booking/${created.id}`);
    expect(booking).toMatchObject({ status: "Confirmed" });
    // The confirmation, written when the broker's notice came, links to the same place.
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, created.id));
    expect(email!.text).toContain(`http://localhost:3000/${d.tenant.identifier}/booking/${created.id}`);
  });

  it("sends a customer who booked in Icelandic to the pay page in Icelandic", async () => {
    const d = await publicDeparture(t);
    const headers = { host: "localhost:3000" };
    const created = (
      await d.book(
        1,
        { customer: { name: "Guðrún Jónsdóttir", email: "gudrun@example.is", language: "IS" } },
        headers,
      )
    ).json() as { paymentUrl: string };
    expect(created.paymentUrl).toMatch(/^http:\/\/localhost:3000\/pay\/[0-9a-f-]{36}\?lang=is$/);
    const opened = await t.app.inject({
      method: "GET",
      url: created.paymentUrl.replace("http://localhost:3000", ""),
      headers,
    });
    expect(String(opened.headers.location)).toMatch(/\?lang=is$/);
  });

  it("uses the host the customer came on, whichever name of the server it is", async () => {
    const { created, page, paid } = await payAs(t, "127.0.0.1:3000");
    expect(created.paymentUrl.startsWith("http://127.0.0.1:3000/pay/")).toBe(true);
    expect(page.origin).toBe("http://127.0.0.1:3000");
    expect(String(paid.headers.location).startsWith("http://127.0.0.1:3000/")).toBe(true);
  });

  it("lets the sandbox page send the customer back to a widget's own site after paying", async () => {
    const d = await publicDeparture(t);
    const returnUrl = "https://tours.example.com/thanks?booking=1";
    const headers = { host: "localhost:3000" };
    const created = (await d.book(1, { returnUrl }, headers)).json() as { paymentUrl: string };
    const opened = await t.app.inject({ method: "GET", url: new URL(created.paymentUrl).pathname, headers });
    const page = new URL(String(opened.headers.location));
    const shown = await t.app.inject({ method: "GET", url: `${page.pathname}${page.search}`, headers });
    expect(shown.headers["content-security-policy"]).toContain(
      "form-action 'self' https://tours.example.com",
    );
    const paid = await d.pay(created.paymentUrl, sandboxCards.succeeds);
    expect(paid.headers.location).toBe(returnUrl);
  });

  it("refuses a Host that is not a plain host name with 400 and a title, and books nothing", async () => {
    const d = await publicDeparture(t);
    const response = await d.book(1, {}, { host: "evil.example/path?x=1" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ title: "The request's Host header is not a valid address" });
  });
});

describe("the public origin of a customer's payment with PUBLIC_ORIGIN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ port: 3000, publicOrigin: "https://book.example.com/" });
  });
  afterAll(async () => t.close());

  it("builds the pay page, the sandbox page and the way back on PUBLIC_ORIGIN whatever the Host", async () => {
    const { d, created, page, shown, paid, booking } = await payAs(t, "localhost:3000");
    expect(created.paymentUrl).toMatch(/^https:\/\/book\.example\.com\/pay\/[0-9a-f-]{36}$/);
    expect(page.origin).toBe("https://book.example.com");
    expect(shown.headers["content-security-policy"]).toContain("form-action 'self' https://book.example.com");
    expect(paid.headers.location).toBe(
      `https://book.example.com/${d.tenant.identifier}/booking/${created.id}`,
    );
    expect(booking).toMatchObject({ status: "Confirmed" });
  });
});

describe("the public origin behind a trusted proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ port: 3000, publicOrigin: undefined, trustedProxies: ["127.0.0.1"] });
  });
  afterAll(async () => t.close());

  it("takes the scheme and host the proxy forwards", async () => {
    const { created, page, paid } = await payAs(t, "internal:3000", {
      "x-forwarded-proto": "https",
      "x-forwarded-host": "tours.example.is",
    });
    expect(created.paymentUrl.startsWith("https://tours.example.is/pay/")).toBe(true);
    expect(page.origin).toBe("https://tours.example.is");
    expect(String(paid.headers.location).startsWith("https://tours.example.is/")).toBe(true);
  });
});
