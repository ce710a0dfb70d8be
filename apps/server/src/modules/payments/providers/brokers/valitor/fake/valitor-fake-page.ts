import { standInPage } from "../../../sandbox/stand-in-page-layout";
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
  return standInPage(
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
  return standInPage(
    languageOf(fields),
    t.title,
    `<h1>${t.refused}</h1><p role="alert" class="notice">Error: ${escape(reason)}</p>`,
  );
}
