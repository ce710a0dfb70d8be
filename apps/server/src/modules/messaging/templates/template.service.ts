/**
 * Front door of message templates (issue 17): render a company's or the default template of a
 * kind on real or sample data into a subject, an HTML part and a plain-text part, and validate
 * templates before they are saved.
 */
import type {
  RenderedTemplate,
  TemplateError,
  TemplateKind,
  TemplatePreviewBody,
} from "@stund/shared/contracts/notification-templates";
import type { Language } from "@stund/shared/enums";
import { htmlToText } from "./html-to-text";
import { sampleData } from "./sample-data";
import {
  htmlEngine,
  parseTemplate,
  renderParsed,
  TemplateRefused,
  textEngine,
  validateTemplate as validateText,
} from "./template-engine";

export { defaultTemplate, type DefaultTemplate } from "./default-templates";
export { TemplateRefused } from "./template-engine";

export type TemplateValidation = { ok: true } | { ok: false; error: TemplateError };

const inSubject = (error: TemplateError): TemplateError => ({
  ...error,
  message: `Subject: ${error.message}`,
});

/**
 * Whether a subject and body of this kind may be saved: both parse with the allowed tags and
 * filters and use only the kind's variables, or the first problem with its line.
 */
export function validateTemplate(kind: TemplateKind, template: TemplatePreviewBody): TemplateValidation {
  const subject = validateText(kind, template.subject, textEngine);
  if (!subject.ok) return { ok: false, error: inSubject(subject.error) };
  return validateText(kind, template.body, htmlEngine);
}

/** Renders a template on data; throws TemplateRefused with the line when it cannot. */
export async function renderTemplate(
  kind: TemplateKind,
  _language: Language,
  template: TemplatePreviewBody,
  data: Record<string, unknown>,
): Promise<RenderedTemplate> {
  const validation = validateTemplate(kind, template);
  if (!validation.ok) throw new TemplateRefused(validation.error);
  let subject: string;
  try {
    subject = await renderParsed(textEngine, parseTemplate(textEngine, template.subject), data);
  } catch (error) {
    if (error instanceof TemplateRefused) throw new TemplateRefused(inSubject(error.problem));
    throw error;
  }
  const html = await renderParsed(htmlEngine, parseTemplate(htmlEngine, template.body), data);
  return { subject: subject.replace(/\s+/g, " ").trim(), html, text: htmlToText(html) };
}

/** Renders a template on the kind's sample data in a language, for the live preview. */
export function previewTemplate(
  kind: TemplateKind,
  language: Language,
  template: TemplatePreviewBody,
): Promise<RenderedTemplate> {
  return renderTemplate(kind, language, template, sampleData(kind, language));
}
