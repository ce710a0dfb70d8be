import type { SandboxPayment } from "./sandbox-ledger.repository";
import { sandboxCards } from "./sandbox-ledger";
import { standInPage } from "./stand-in-page-layout";

export type PageLanguage = "en" | "is";

const texts = {
  en: {
    title: "Sandbox payment",
    banner: "Test payment page of the built-in sandbox broker. No real card is charged.",
    amount: "Amount",
    card: "Card number",
    pay: "Pay",
    cards: "Test cards",
    succeeds: "succeeds",
    declines: "is declined",
    late: "succeeds, the shop hears of it 15 s later",
    declined: "The card was declined. Try another card.",
    unknown: "Use one of the test cards below.",
    expired: "This payment page has expired. Go back to the shop and book again.",
    closed: "This payment is already completed.",
    back: "Back to the shop",
    language: "Íslenska",
  },
  is: {
    title: "Prufugreiðsla",
    banner: "Prufusíða innbyggðrar prufugreiðsluþjónustu. Ekkert raunverulegt kort er skuldfært.",
    amount: "Upphæð",
    card: "Kortanúmer",
    pay: "Greiða",
    cards: "Prufukort",
    succeeds: "tekst",
    declines: "er hafnað",
    late: "tekst, verslunin fréttir af því 15 sek. síðar",
    declined: "Kortinu var hafnað. Reyndu annað kort.",
    unknown: "Notaðu eitt af prufukortunum hér fyrir neðan.",
    expired: "Þessi greiðslusíða er útrunnin. Farðu aftur í verslunina og bókaðu aftur.",
    closed: "Þessari greiðslu er þegar lokið.",
    back: "Aftur í verslunina",
    language: "English",
  },
} as const;

export type PageNotice = "declined" | "unknown" | "expired" | "closed" | null;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function money(amount: number, currency: string, language: PageLanguage): string {
  const digits = currency === "ISK" ? 0 : 2;
  return new Intl.NumberFormat(language === "is" ? "is-IS" : "en-GB", {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}

/** The sandbox broker's hosted page: a plain form, as a broker's own page would be. */
export function sandboxPage(payment: SandboxPayment, language: PageLanguage, notice: PageNotice): string {
  const t = texts[language];
  const other: PageLanguage = language === "en" ? "is" : "en";
  const open = payment.status === "Open" && notice !== "expired";
  const message = notice ? `<p role="alert" class="notice">${escape(t[notice])}</p>` : "";
  const form = open
    ? `<form method="post" action="/pay/sandbox/${payment.id}?lang=${language}">
  <label for="card">${t.card}</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="off" required autofocus value="${sandboxCards.succeeds}">
  <button type="submit">${t.pay} ${escape(money(payment.amount, payment.currency, language))}</button>
</form>
<h2>${t.cards}</h2>
<ul>
  <li><code>${sandboxCards.succeeds}</code> ${t.succeeds}</li>
  <li><code>${sandboxCards.declines}</code> ${t.declines}</li>
  <li><code>${sandboxCards.answersLate}</code> ${t.late}</li>
</ul>`
    : `<p><a href="${escape(payment.returnUrl)}">${t.back}</a></p>`;
  return standInPage(
    language,
    t.title,
    `<p><a href="/pay/sandbox/${payment.id}?lang=${other}" lang="${other}">${t.language}</a></p>
<h1>${t.title}</h1>
<p class="banner">${t.banner}</p>
<p>${escape(payment.description)}</p>
<p><strong>${t.amount}:</strong> ${escape(money(payment.amount, payment.currency, language))}</p>
${message}
${form}`,
  );
}
