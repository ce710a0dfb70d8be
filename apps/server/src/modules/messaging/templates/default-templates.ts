/** The message a company gets until it edits one: per kind and language. */
import type { TemplateKind } from "@stund/shared/contracts/notification-templates";
import type { Language } from "@stund/shared/enums";
import { englishTemplates, type DefaultTemplate } from "./default-templates-en";
import { icelandicTemplates } from "./default-templates-is";

export type { DefaultTemplate };

const defaults: Record<Language, Record<TemplateKind, DefaultTemplate>> = {
  EN: englishTemplates,
  IS: icelandicTemplates,
};

export function defaultTemplate(kind: TemplateKind, language: Language): DefaultTemplate {
  return defaults[language][kind];
}
