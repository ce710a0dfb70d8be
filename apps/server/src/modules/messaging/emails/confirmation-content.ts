import { formatMinorInLanguage } from "@stund/shared/money/format-money";
import { confirmationTexts, type EmailLanguage } from "./confirmation-texts";

/** Everything the booking confirmation shows, read in the booking's transaction. */
export interface ConfirmationData {
  reference: string;
  language: EmailLanguage;
  customerName: string;
  companyName: string;
  experienceName: string;
  /** The departure, when the booking has one; shown in `timeZone`, the tour's (its project's) IANA zone. */
  start: Date | null;
  end: Date | null;
  timeZone: string;
  currency: string;
  total: number;
  paid: number;
  items: { name: string; quantity: number; unitPrice: number }[];
  manageUrl: string;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** An amount in minor units in the reader's language: krónur always as "12.900 Kr." (docs/product.md §14.2). */
export function formatEmailMoney(minor: number, currency: string, language: EmailLanguage): string {
  return formatMinorInLanguage(minor, currency, language);
}

/**
 * The place an IANA zone names, as people say it: Atlantic/Reykjavik → Reykjavik,
 * America/New_York → New York, America/Argentina/Buenos_Aires → Buenos Aires.
 */
export function placeOfZone(zone: string): string {
  const city = zone.split("/").pop() || zone;
  return city.replace(/_/g, " ");
}

/** The local date and time range of a departure, e.g. "Tuesday, 5 January 2027" and "09:00–12:00". */
export function formatDeparture(start: Date, end: Date, timeZone: string, language: EmailLanguage) {
  const locale = confirmationTexts[language].locale;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone });
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone });
  const date = day.format(start);
  const endDay = day.format(end);
  const time =
    endDay === date
      ? `${clock.format(start)}–${clock.format(end)}`
      : `${clock.format(start)} – ${endDay} ${clock.format(end)}`;
  return { date, time };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Subject, plain text and inline-styled HTML of a booking confirmation. */
export function renderBookingConfirmation(data: ConfirmationData): EmailContent {
  const t = confirmationTexts[data.language];
  const money = (minor: number) => formatEmailMoney(minor, data.currency, data.language);
  const rows: [string, string][] = [
    [t.reference, data.reference],
    [t.experience, data.experienceName],
  ];
  if (data.start && data.end) {
    const { date, time } = formatDeparture(data.start, data.end, data.timeZone, data.language);
    rows.push([t.date, date], [t.time, `${time} (${t.localTime(placeOfZone(data.timeZone))})`]);
  }
  const tickets = data.items
    .filter((item) => item.quantity > 0)
    .map((item) => `${item.quantity} × ${item.name}: ${money(item.quantity * item.unitPrice)}`);
  const totals: [string, string][] = [
    [t.total, money(data.total)],
    [t.paid, money(data.paid)],
  ];
  if (data.paid < data.total) totals.push([t.due, money(data.total - data.paid)]);

  const text = [
    t.greeting(data.customerName),
    "",
    t.intro(data.companyName),
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `${t.tickets}:`,
    ...tickets.map((line) => `  ${line}`),
    ...totals.map(([label, value]) => `${label}: ${value}`),
    "",
    `${t.manage}: ${data.manageUrl}`,
    "",
    ...(data.start ? [t.calendar, ""] : []),
    data.companyName,
    "",
  ].join("\n");

  const cell = "padding:4px 12px 4px 0;vertical-align:top;";
  const rowHtml = (label: string, valueHtml: string) =>
    `<tr><td style="${cell}color:#555;">${escapeHtml(label)}</td>` +
    `<td style="${cell}font-weight:600;">${valueHtml}</td></tr>`;
  const row = ([label, value]: [string, string]) => rowHtml(label, escapeHtml(value));
  const html = [
    `<!doctype html><html lang="${data.language.toLowerCase()}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(t.subject(data.reference, data.companyName))}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;">`,
    `<h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(data.companyName)}</h1>`,
    `<p style="margin:0 0 8px;">${escapeHtml(t.greeting(data.customerName))}</p>`,
    `<p style="margin:0 0 16px;">${escapeHtml(t.intro(data.companyName))}</p>`,
    `<table role="presentation" style="border-collapse:collapse;font-size:14px;">`,
    ...rows.map(row),
    rowHtml(t.tickets, tickets.map(escapeHtml).join("<br>")),
    ...totals.map(row),
    `</table>`,
    `<p style="margin:24px 0;"><a href="${escapeHtml(data.manageUrl)}" style="display:inline-block;`,
    `background:#1c7ed6;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:4px;">`,
    `${escapeHtml(t.manage)}</a></p>`,
    data.start ? `<p style="margin:0;font-size:13px;color:#555;">${escapeHtml(t.calendar)}</p>` : "",
    `</div></body></html>`,
  ].join("");
  return { subject: t.subject(data.reference, data.companyName), text, html };
}
