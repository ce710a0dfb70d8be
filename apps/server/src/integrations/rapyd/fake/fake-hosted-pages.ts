import { cardFormMessages, type CardFormError } from "./fake-cards";

/**
 * The fake's hosted pages as plain HTML: they stand in for Rapyd's own pages, so they use none of
 * the console's code. Built for a phone first, with labels, autocomplete and an announced error.
 */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

export function formatAmount(amount: number, currency: string): string {
  return `${amount.toFixed(2)} ${currency}`;
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5f7}
main{max-width:28rem;margin:0 auto;padding:1.25rem 1rem 2rem;background:#fff;min-height:100vh}
.sandbox{margin:0 0 1rem;padding:.5rem .75rem;border-radius:.375rem;background:#fff4d6;color:#5c4400;font-size:.875rem}
h1{font-size:1.5rem;margin:.25rem 0}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;font-size:1.125rem;padding:.75rem;border:1px solid #6b7280;border-radius:.375rem}
input:focus,button:focus,a:focus{outline:3px solid #1d4ed8;outline-offset:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;margin-top:1.5rem;min-height:3rem;font-size:1.125rem;font-weight:600;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;cursor:pointer}
.error{margin:1rem 0;padding:.75rem;border-left:4px solid #b91c1c;background:#fdecec;color:#7f1d1d}
.cancel{display:inline-block;margin-top:1rem;padding:.5rem 0;color:#1d4ed8}
code{font-size:1rem;white-space:nowrap}
ul{padding-left:1.25rem}li{margin:.25rem 0}
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Rapyd sandbox</title>
<style>${styles}</style>
</head>
<body>
<main>
<p class="sandbox">Test payment page of the built-in Rapyd sandbox. No real money moves.</p>
${content}
</main>
</body>
</html>`;
}

export interface CardFormPage {
  heading: string;
  summary: string[];
  action: string;
  submitLabel: string;
  cancelUrl: string;
  cancelLabel: string;
  error?: CardFormError;
  cardNotes: { success: string; decline: string };
}

/** A page with the card form: card number, expiry and CVC, and the list of test cards. */
export function cardFormPage(page: CardFormPage): string {
  const error = page.error
    ? `<div class="error" role="alert" id="form-error">${escapeHtml(cardFormMessages[page.error])}</div>`
    : "";
  // The message is tied to the field it is about, so a screen reader reads it there.
  const fieldInError = page.error === "expiry" ? "expiry" : page.error === "cvc" ? "cvc" : "cardNumber";
  const invalid = (name: string) =>
    page.error && name === fieldInError ? ' aria-describedby="form-error" aria-invalid="true"' : "";
  return layout(
    page.heading,
    `<h1>${escapeHtml(page.heading)}</h1>
${page.summary.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
${error}
<form method="post" action="${escapeHtml(page.action)}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required${invalid("cardNumber")}>
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required${invalid("expiry")}></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required${invalid("cvc")}></div>
</div>
<button type="submit">${escapeHtml(page.submitLabel)}</button>
</form>
<a class="cancel" href="${escapeHtml(page.cancelUrl)}">${escapeHtml(page.cancelLabel)}</a>
<section aria-labelledby="test-cards">
<h2 id="test-cards">Test cards</h2>
<ul>
<li><code>4111 1111 1111 1111</code> ${escapeHtml(page.cardNotes.success)}</li>
<li><code>4000 0000 0000 0002</code> ${escapeHtml(page.cardNotes.decline)}</li>
</ul>
<p>Use any future expiry date and any 3-digit CVC.</p>
</section>`,
  );
}

/** A page with a message and one way on, e.g. a checkout that is already paid. */
export function messagePage(
  heading: string,
  message: string,
  link?: { href: string; label: string },
): string {
  const next = link
    ? `<p><a class="cancel" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : "";
  return layout(heading, `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(message)}</p>\n${next}`);
}
