import type { FastifyReply } from "fastify";

export type PayLanguage = "en" | "is";

const texts = {
  en: {
    redirecting: "Taking you to the payment page…",
    continue: "Continue to payment",
    expired: "The time to pay for this booking has run out. Go back to the shop and book again.",
    paid: "This booking is already paid.",
    unavailable: "Payment is not possible right now. Please try again in a moment or contact the company.",
    notFound: "This payment was not found.",
    back: "Back to the shop",
  },
  is: {
    redirecting: "Við förum með þig á greiðslusíðuna…",
    continue: "Halda áfram í greiðslu",
    expired: "Tíminn til að greiða fyrir þessa bókun er liðinn. Farðu aftur í verslunina og bókaðu aftur.",
    paid: "Þessi bókun er þegar greidd.",
    unavailable: "Ekki er hægt að greiða núna. Reyndu aftur eftir smástund eða hafðu samband við fyrirtækið.",
    notFound: "Þessi greiðsla fannst ekki.",
    back: "Aftur í verslunina",
  },
} as const;

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const layout = (lang: PayLanguage, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>Stund</title><style>body{font-family:Roboto,system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}` +
  `button,a.button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1c7ed6;color:#fff;text-decoration:none;display:inline-block}</style></head>` +
  `<body>${body}</body></html>`;

function send(reply: FastifyReply, status: number, html: string, formAction?: string) {
  const formSource = formAction ? new URL(formAction).origin : "'none'";
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .header(
      "content-security-policy",
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${autoSubmitHash}'; form-action ${formSource}`,
    )
    .type("text/html; charset=utf-8")
    .send(html);
}

const autoSubmit = "document.forms[0].submit()";
// The one inline script the form page runs, allowed by its hash.
const autoSubmitHash = "ePniVEkSivX/c7XWBGafqh8tSpiRrKiqYeqbG7N1TOE=";

/** The broker's page takes a form posted by the customer's browser (Teya SecurePay): post it at once. */
export function sendAutoPostForm(
  reply: FastifyReply,
  lang: PayLanguage,
  action: string,
  fields: Record<string, string>,
) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join("");
  const body =
    `<p>${texts[lang].redirecting}</p><form method="post" action="${escape(action)}">${inputs}` +
    `<button type="submit">${texts[lang].continue}</button></form><script>${autoSubmit}</script>`;
  return send(reply, 200, layout(lang, body), action);
}

/** A page that says why the customer cannot pay here, with a way back. */
export function sendPayNotice(
  reply: FastifyReply,
  status: number,
  lang: PayLanguage,
  notice: "expired" | "paid" | "unavailable" | "notFound",
  backUrl?: string | null,
) {
  const back = backUrl ? `<p><a class="button" href="${escape(backUrl)}">${texts[lang].back}</a></p>` : "";
  return send(reply, status, layout(lang, `<p role="alert">${texts[lang][notice]}</p>${back}`));
}

export { autoSubmit as autoSubmitScript };
