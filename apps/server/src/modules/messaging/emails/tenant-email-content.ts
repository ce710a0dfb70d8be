import { escapeHtml } from "./confirmation-content";

/**
 * An email a company sends about something other than a booking (a staff invitation), in plain
 * parts: everything is text, so the HTML part escapes it all, whoever wrote it.
 */
export interface TenantEmailContent {
  language: "EN" | "IS";
  subject: string;
  /** The company's name, at the top. */
  heading: string;
  paragraphs: readonly string[];
  /** Words a person wrote (an inviter's message): set apart, its line breaks kept. */
  quote?: string;
  /** The one thing to do: a button in HTML, the label and the address on a line of text. */
  action?: { label: string; url: string };
  /** Small print under the action. */
  notes?: readonly string[];
}

export function renderTenantEmail(content: TenantEmailContent): { text: string; html: string } {
  const quote = content.quote?.trim() ?? "";
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(quote ? [quote.replace(/^/gm, "> "), ""] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.notes ?? []).flatMap((note) => [note, ""]),
  ].join("\n");

  const paragraph = (value: string) => `<p style="margin:0 0 12px;">${escapeHtml(value)}</p>`;
  const html = [
    `<!doctype html><html lang="${content.language.toLowerCase()}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;">`,
    `<h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map(paragraph),
    quote
      ? `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #ced4da;color:#495057;` +
        `white-space:pre-line;">${escapeHtml(quote)}</blockquote>`
      : "",
    content.action
      ? `<p style="margin:24px 0;"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;` +
        `background:#1c7ed6;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:4px;">` +
        `${escapeHtml(content.action.label)}</a></p>`
      : "",
    ...(content.notes ?? []).map(
      (note) => `<p style="margin:0 0 8px;font-size:13px;color:#555;">${escapeHtml(note)}</p>`,
    ),
    `</div></body></html>`,
  ].join("");
  return { text, html };
}
