import { useTranslation } from "react-i18next";

/** A catalogue text that follows the language toggle while it is on screen. */
export function TranslatedText({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return <>{t(textKey)}</>;
}
