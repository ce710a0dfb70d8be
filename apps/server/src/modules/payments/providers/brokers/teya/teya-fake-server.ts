/**
 * A local stand-in for Teya, for contract tests: one HTTP server on 127.0.0.1 that serves SecurePay
 * (`/securepay/default.aspx`, `ticket.aspx`, `refund.aspx`) and the Online Payments API (`/oauth/v2/oauth-token`,
 * `/v2/checkout/sessions`, `/v3/refunds`), checks Teya's real signing and sign-in, and lets a test pay or
 * decline an order, which sends Teya's signed notification to the order's notify URL.
 */
import { type FakeReply, startFakeHttp } from "./fake-http";
import { createOnlineFake } from "./teya-fake-online";
import { createSecurePayFake } from "./teya-fake-securepay";
import type { OnlineCredentials, SecurePayCredentials } from "./teya-credentials";

export interface NoticeDelivery {
  status: number;
  contentType: string;
  body: string;
}

async function post(url: string, body: URLSearchParams): Promise<NoticeDelivery> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    body: await response.text(),
  };
}

export async function startTeyaFake(accounts: {
  securePay?: SecurePayCredentials[];
  online?: OnlineCredentials[];
}) {
  let base = "";
  const securePay = createSecurePayFake(accounts.securePay ?? []);
  const online = createOnlineFake(accounts.online ?? [], () => base);
  const notFound: FakeReply = { status: 404, type: "text/plain", body: "Not found" };

  const http = await startFakeHttp((request, body, url) => {
    const route = `${request.method} ${url.pathname}`;
    const form = () => new URLSearchParams(body);
    if (route === "POST /securepay/default.aspx") return securePay.paymentPage(form());
    if (route === "POST /securepay/ticket.aspx") return securePay.createTicket(form());
    if (route === "GET /securepay/ticket.aspx") return securePay.openTicket(url.searchParams.get("ticket"));
    if (route === "POST /securepay/refund.aspx") return securePay.refund(form());
    if (route === "POST /oauth/v2/oauth-token") return online.issueToken(form());
    if (route === "POST /v2/checkout/sessions") return online.createSession(request, body);
    const session = /^GET \/v2\/checkout\/sessions\/([^/]+)$/.exec(route);
    if (session) return online.readSession(request, decodeURIComponent(session[1]!));
    if (route === "POST /v3/refunds") return online.refund(request, body);
    return notFound;
  });
  base = http.url;

  return {
    url: http.url,
    online: { api: http.url, token: `${http.url}/oauth/v2/oauth-token` },
    orders: securePay.orders,
    sessions: online.sessions,
    /** The customer pays the order: Teya sends its signed notification to the order's notify URL. */
    pay: (orderId: string) => {
      const { notifyUrl, body } = securePay.settle(orderId, "OK");
      return post(notifyUrl, body);
    },
    /** The customer's card is declined, and Teya says so to the notify URL. */
    decline: (orderId: string) => {
      const { notifyUrl, body } = securePay.settle(orderId, "ERROR");
      return post(notifyUrl, body);
    },
    /** The signed notification of an order as Teya would send it, for tests that alter it. */
    notice: securePay.notice,
    /** Sends any form body to a URL, as Teya's notification does. */
    send: post,
    finishSession: online.finish,
    close: http.close,
  };
}

export type TeyaFake = Awaited<ReturnType<typeof startTeyaFake>>;
