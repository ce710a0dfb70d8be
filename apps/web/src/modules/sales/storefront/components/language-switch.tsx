import { languages, type Language } from "@stund/shared/enums";
import { useSite } from "../hooks/site-context";
import { rememberLanguage } from "../model/language";

/**
 * English or Icelandic for a customer: links to the same page in the other language (?lang=),
 * so the choice works without script, stays in the address and is read by search engines.
 */
export function LanguageSwitch() {
  const { request, t } = useSite();
  const addressIn = (language: Language) => {
    const params = new URLSearchParams();
    params.set("lang", language.toLowerCase());
    if (request.embedded) params.set("embed", "1");
    return `${request.path}?${params.toString()}`;
  };
  return (
    <nav className="sf-languages" aria-label={t("storefront.language.toggle")} data-testid="language-switch">
      {languages.map((language) => (
        <a
          key={language}
          href={addressIn(language)}
          hrefLang={language.toLowerCase()}
          lang={language.toLowerCase()}
          aria-current={language === request.language ? "true" : undefined}
          onClick={() => rememberLanguage(language)}
        >
          {language}
          <span className="sf-visually-hidden"> {t(`storefront.language.${language}`)}</span>
        </a>
      ))}
    </nav>
  );
}
