import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { rapydSandboxPrefix } from "../rapyd-config";
import { isCardFormError, readCardForm } from "./fake-cards";
import { cardFormPage, formatAmount, messagePage } from "./fake-hosted-pages";
import type { SandboxHost } from "./fake-database-host";
import { submitCardPage, submitCheckout } from "./fake-pages.service";

export interface FakeHostedOptions {
  host: SandboxHost;
}

type PageRequest = FastifyRequest<{ Params: { id: string }; Querystring: { error?: string } }>;

/** Inline styles only, no scripts, and no framing by other sites. */
const pagePolicy = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'self'";

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header("content-security-policy", pagePolicy)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(body);
}

const checkoutPath = (id: string) => `${rapydSandboxPrefix}/hosted/checkout/${encodeURIComponent(id)}`;
const cardPath = (id: string) => `${rapydSandboxPrefix}/hosted/card/${encodeURIComponent(id)}`;
const notFoundPage = () =>
  messagePage("Page not found", "This payment page does not exist or has been removed.");

/** The hosted checkout and save-card pages, driven by plain form posts (redirect after post). */
export async function fakeHostedRoutes(app: FastifyInstance, options: FakeHostedOptions): Promise<void> {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, "rapyd sandbox: page failed");
    return html(
      reply,
      status,
      messagePage("Something went wrong", "The page could not be processed. Please try again."),
    );
  });

  const hidden = { schema: { hide: true } };
  const { host } = options;
  const formOf = (request: FastifyRequest) =>
    typeof request.body === "object" && request.body !== null
      ? (request.body as Record<string, unknown>)
      : {};

  app.get("/checkout/:id", hidden, async (request: PageRequest, reply) => {
    const checkout = await host.unit(request.id, ({ store }) => store.findCheckout(request.params.id));
    if (!checkout) return html(reply, 404, notFoundPage());
    if (checkout.status !== "NEW") {
      return html(
        reply,
        200,
        messagePage("Payment received", "This checkout has been paid.", {
          href: checkout.complete_checkout_url,
          label: "Continue",
        }),
      );
    }
    const price = formatAmount(checkout.amount, checkout.currency);
    const page = cardFormPage({
      heading: `Pay ${price}`,
      summary: checkout.description ? [checkout.description] : [],
      action: checkoutPath(checkout.id),
      submitLabel: `Pay ${price}`,
      cancelUrl: checkout.cancel_checkout_url,
      cancelLabel: "Cancel and go back",
      error: isCardFormError(request.query.error) ? request.query.error : undefined,
      cardNotes: { success: "succeeds", decline: "is declined with “Card declined”" },
    });
    return html(reply, 200, page);
  });

  app.post("/checkout/:id", hidden, async (request: PageRequest, reply) => {
    const card = readCardForm(formOf(request));
    const retry = (error: string) => reply.redirect(`${checkoutPath(request.params.id)}?error=${error}`, 303);
    if (typeof card === "string") return retry(card);
    const submission = await host.unit(request.id, (context) =>
      submitCheckout(context, request.params.id, card),
    );
    if (submission.result === "missing") return html(reply, 404, notFoundPage());
    if (submission.result === "declined") return retry("declined");
    return reply.redirect(submission.checkout.complete_checkout_url, 303);
  });

  app.get("/card/:id", hidden, async (request: PageRequest, reply) => {
    const page = await host.unit(request.id, ({ store }) => store.findCardPage(request.params.id));
    if (!page) return html(reply, 404, notFoundPage());
    if (page.status !== "NEW") {
      return html(
        reply,
        200,
        messagePage("Card saved", "The card has been saved.", { href: page.complete_url, label: "Continue" }),
      );
    }
    const form = cardFormPage({
      heading: "Save a card",
      summary: ["The card is saved for future payments and becomes the default payment method."],
      action: cardPath(page.id),
      submitLabel: "Save card",
      cancelUrl: page.cancel_url,
      cancelLabel: "Cancel and go back",
      error: isCardFormError(request.query.error) ? request.query.error : undefined,
      cardNotes: {
        success: "is saved, and charges to it succeed",
        decline: "is saved, but charges to it are declined",
      },
    });
    return html(reply, 200, form);
  });

  app.post("/card/:id", hidden, async (request: PageRequest, reply) => {
    const card = readCardForm(formOf(request));
    if (typeof card === "string") return reply.redirect(`${cardPath(request.params.id)}?error=${card}`, 303);
    const submission = await host.unit(request.id, (context) =>
      submitCardPage(context, request.params.id, card),
    );
    if (submission.result === "missing") return html(reply, 404, notFoundPage());
    return reply.redirect(submission.page.complete_url, 303);
  });
}
