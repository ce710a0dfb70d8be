import type { FastifyRequest } from "fastify";
import type { Language } from "@stund/shared/enums";

/**
 * The language a caller asks answers in, from Accept-Language: the most wanted of the languages
 * we have (Icelandic, English), by q-value and then by order. "is" and "is-IS" are Icelandic;
 * anything else, "*" or no header at all is English. A language with q=0 is refused, not wanted.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return "EN";
  let best: { language: Language; q: number } | undefined;
  for (const entry of acceptLanguage.split(",")) {
    const [tag = "", ...parameters] = entry.split(";").map((part) => part.trim());
    const primary = tag.toLowerCase().split("-")[0];
    const language: Language | undefined =
      primary === "is" ? "IS" : primary === "en" || primary === "*" ? "EN" : undefined;
    if (!language) continue;
    const qParameter = parameters.find((parameter) => /^q\s*=/i.test(parameter));
    const q = qParameter ? Number(qParameter.replace(/^q\s*=\s*/i, "")) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? "EN";
}

/** The language of this request's answers (the console sends its own language on every call). */
export function callerLanguage(request: FastifyRequest): Language {
  const header = request.headers["accept-language"];
  return languageOf(Array.isArray(header) ? header.join(",") : header);
}
