/**
 * A problem answer's texts in the caller's language. The server writes titles, field messages
 * and details in English; this finds each in the catalogues (i18n/errors.ts and the console's
 * own entries it points at) and answers the Icelandic text, with any value the English carried
 * (a number, a name, a field) put in its place.
 */
import type { Problem } from "../contracts/problem";
import type { Language } from "../enums";
import { catalogueFor } from "./catalogue";
import { problems, problemTextKeys, problemWords } from "./errors";

interface Pattern {
  regex: RegExp;
  names: string[];
  icelandic: string;
  /** Characters outside the placeholders: the more, the more particular the pattern. */
  literal: number;
}

interface Index {
  exact: Map<string, string>;
  patterns: Pattern[];
  /** By placeholder: the English word → its Icelandic word. */
  words: Map<string, Map<string, string>>;
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English and Icelandic of every problem text: this feature's own, then the console's it points at. */
export function problemTexts(): [english: string, icelandic: string][] {
  const english = catalogueFor("EN");
  const icelandic = catalogueFor("IS");
  const wordPrefixes = Object.values(problemWords).map((word) => word.prefix);
  const texts: [string, string][] = [];
  for (const key of Object.keys(problems.en)) {
    if (wordPrefixes.some((prefix) => key.startsWith(prefix))) continue;
    texts.push([english[key]!, icelandic[key]!]);
  }
  for (const [text, key] of Object.entries(problemTextKeys)) {
    const said = icelandic[key];
    if (said) texts.push([text, said]);
  }
  return texts;
}

function buildIndex(): Index {
  const english = catalogueFor("EN");
  const icelandic = catalogueFor("IS");
  const words = new Map<string, Map<string, string>>();
  for (const [name, { prefix }] of Object.entries(problemWords)) {
    const map = new Map<string, string>();
    for (const [key, text] of Object.entries(english))
      if (key.startsWith(prefix) && icelandic[key]) map.set(text, icelandic[key]);
    words.set(name, map);
  }
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [text, said] of problemTexts()) {
    const names = [...text.matchAll(placeholder)].map((match) => match[1]!);
    if (names.length === 0) {
      exact.set(text, said);
      continue;
    }
    const parts = text.split(placeholder).filter((_, index) => index % 2 === 0);
    patterns.push({
      regex: new RegExp(`^${parts.map(escape).join("([\\s\\S]+?)")}$`),
      names,
      icelandic: said,
      literal: parts.join("").length,
    });
  }
  patterns.sort((a, b) => b.literal - a.literal || a.names.length - b.names.length);
  return { exact, patterns, words };
}

let index: Index | undefined;

function matchPattern(text: string, patterns: Pattern[], words: Index["words"]): string | undefined {
  next: for (const pattern of patterns) {
    const found = pattern.regex.exec(text);
    if (!found) continue;
    const values = new Map<string, string>();
    for (const [position, name] of pattern.names.entries()) {
      const value = found[position + 1]!;
      const word = problemWords[name];
      const said = words.get(name)?.get(value);
      if (word?.closed && said === undefined) continue next;
      values.set(name, said ?? value);
    }
    return pattern.icelandic.replace(placeholder, (whole, name: string) => values.get(name) ?? whole);
  }
  return undefined;
}

/** A field path before the message, as validation titles are written: "customer.email: …". */
const fieldPrefix = /^([^\s:]+): ([\s\S]+)$/;

/**
 * `text` in `language`, or undefined when no catalogue has it. English answers the text as it is:
 * the server's English is the catalogue's English.
 */
export function problemTextIn(language: Language, text: string): string | undefined {
  if (language === "EN") return text;
  index ??= buildIndex();
  const exact = index.exact.get(text);
  if (exact !== undefined) return exact;
  const patterned = matchPattern(text, index.patterns, index.words);
  if (patterned !== undefined) return patterned;
  const prefixed = fieldPrefix.exec(text);
  if (prefixed) {
    const message = problemTextIn(language, prefixed[2]!);
    if (message !== undefined) return `${prefixed[1]}: ${message}`;
  }
  return undefined;
}

/**
 * A problem answer with its title, detail and field messages in `language`. A text no catalogue
 * has stays in English and is listed in `untranslated`, so the server can report it.
 */
export function problemIn(
  language: Language,
  problem: Problem,
): { problem: Problem; untranslated: string[] } {
  if (language === "EN") return { problem, untranslated: [] };
  const untranslated: string[] = [];
  const say = (text: string) => {
    const said = problemTextIn(language, text);
    if (said === undefined) untranslated.push(text);
    return said ?? text;
  };
  const said: Problem = { ...problem, title: say(problem.title) };
  if (problem.detail !== undefined) said.detail = say(problem.detail);
  if (problem.errors) {
    said.errors = Object.fromEntries(
      Object.entries(problem.errors).map(([field, messages]) => [field, messages.map(say)]),
    );
  }
  return { problem: said, untranslated };
}
