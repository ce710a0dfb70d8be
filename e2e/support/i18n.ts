import { expect, type APIRequestContext, type Locator } from "@playwright/test";

type CatalogueAnswer = { translations: Record<string, Record<string, string>> };

async function catalogue(request: APIRequestContext, language: "EN" | "IS"): Promise<Record<string, string>> {
  const response = await request.get(`/translation/${language}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as CatalogueAnswer;
  return body.translations[language] ?? {};
}

/**
 * The English texts of the console that have a different Icelandic text, as the server serves
 * them: any of them seen as a whole line on an Icelandic screen is a text left untranslated.
 */
export async function englishOnlyTexts(request: APIRequestContext): Promise<Set<string>> {
  const [en, is] = await Promise.all([catalogue(request, "EN"), catalogue(request, "IS")]);
  const icelandic = new Set(Object.values(is));
  const texts = new Set<string>();
  for (const [key, text] of Object.entries(en)) {
    if (text.includes("{{") || is[key] === text || icelandic.has(text)) continue;
    texts.add(text.trim());
  }
  return texts;
}

/** No line of the area reads as an English text of the console. */
export async function expectNoEnglishLines(area: Locator, english: Set<string>): Promise<void> {
  const lines = (await area.innerText())
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  expect(lines.filter((line) => english.has(line))).toEqual([]);
}
