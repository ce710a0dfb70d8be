import type { FakeValitorOrder } from "./valitor-fake";
import { valitorTestCards } from "./valitor-fake";

type Language = "en" | "is";

const texts = {
  en: {
    title: "Valitor payment page (test)",
    banner: "Test page standing in for Valitor's payment page. No card is charged.",
    amount: "Amount",
    card: "Card number",
    pay: "Pay",
    cancel: "Cancel and go back",
    cards: "Test cards",
    succeeds: "succeeds",
    declines: "is declined",
    lost: "succeeds, but Valitor's server-to-server return is lost",
    declined: "The card was declined. Try another card.",
    unknown: "Use one of the test cards below.",
    paid: "This order is already paid.",
    refused: "Valitor refused the request",
  },
  is: {
    title: "Greiðslusíða Valitor (prufa)",
    banner: "Prufusíða í stað greiðslusíðu Valitor. Ekkert kort er skuldfært.",
    amount: "Upphæð",
    card: "Kortanúmer",
    pay: "Greiða",
    cancel: "Hætta við og fara til baka",
    cards: "Prufukort",
    succeeds: "tekst",
    declines: "er hafnað",
    lost: "tekst, en svar Valitor milli netþjóna glatast",
    declined: "Kortinu var hafnað. Reyndu annað kort.",
    unknown: "Notaðu eitt af prufukortunum hér fyrir neðan.",
    paid: "Þessi pöntun er þegar greidd.",
    refused: "Valitor hafnaði beiðninni",
  },
} as const;

export type FakePageNotice = "declined" | "unknown" | "paid" | null;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const languageOf = (fields: Record<string, string>): Language => (fields.Language === "IS" ? "is" : "en");

const layout = (language: Language, title: string, body: string) => `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
.banner{background:#fff3bf;padding:.75rem;border-radius:6px;font-size:.9rem}
.notice{background:#ffe3e3;padding:.75rem;border-radius:6px}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #ced4da;border-radius:6px}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;background:#1c7ed6;color:#fff;border:0;border-radius:6px;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}
</style>
</head>
<body>
${body}
</body>
</html>`;

/**
 * The stand-in page for an order it took: the amount, a card form that posts the signed order again with
 * the card number (so each post is checked as Valitor would), and the test cards.
 */
export function valitorFakePage(cardAction: string, order: FakeValitorOrder, notice: FakePageNotice): string {
  const language = languageOf(order.fields);
  const t = texts[language];
  const hidden = Object.entries(order.fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join("\n");
  const message = notice ? `<p role="alert" class="notice">${t[notice]}</p>` : "";
  const cancel = order.fields.PaymentCancelledURL
    ? `<p><a href="${escape(order.fields.PaymentCancelledURL)}">${t.cancel}</a></p>`
    : "";
  const form =
    notice === "paid"
      ? ""
      : `<form method="post" action="${escape(cardAction)}">
${hidden}
<label for="card">${t.card}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="off" required autofocus value="${valitorTestCards.succeeds}">
<button type="submit">${t.pay} ${escape(order.total)} ${escape(order.fields.Currency ?? "")}</button>
</form>
<h2>${t.cards}</h2>
<ul>
  <li><code>${valitorTestCards.succeeds}</code> ${t.succeeds}</li>
  <li><code>${valitorTestCards.declines}</code> ${t.declines}</li>
  <li><code>${valitorTestCards.serverReturnLost}</code> ${t.lost}</li>
</ul>`;
  return layout(
    language,
    t.title,
    `<h1>${t.title}</h1>
<p class="banner">${t.banner}</p>
<p>${escape(order.fields.Product_1_Description ?? "")}</p>
<p><strong>${t.amount}:</strong> ${escape(order.total)} ${escape(order.fields.Currency ?? "")}</p>
<p><small>${escape(order.fields.ReferenceNumber ?? "")}</small></p>
${message}
${form}
${cancel}`,
  );
}

/** The page's answer to a request it does not take, with Valitor's reason. */
export function valitorFakeRefusal(fields: Record<string, string>, reason: string): string {
  const t = texts[languageOf(fields)];
  return layout(
    languageOf(fields),
    t.title,
    `<h1>${t.refused}</h1><p role="alert" class="notice">Error: ${escape(reason)}</p>`,
  );
}
