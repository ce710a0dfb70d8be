/**
 * LanguageToggle: docs/product.md §15.2 language toggle between English (flag gb) and Icelandic
 * (flag is): choosing a language copies its texts into the current model.
 */
import { SegmentedControl } from "@mantine/core";
import GB from "country-flag-icons/react/3x2/GB";
import IS from "country-flag-icons/react/3x2/IS";
import { useTranslation } from "react-i18next";
import type { Language } from "@stund/shared/enums";
import { changeLanguage } from "../lib/language/console-language";
import { useLanguage } from "../lib/language/use-language";

const flagStyle = { width: 20, height: 14, display: "block", borderRadius: 2 } as const;

export function LanguageToggle() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t("language.toggle")}
      value={language}
      onChange={(value) => void changeLanguage(value as Language)}
      data={[
        { value: "EN", label: <GB title={t("language.EN")} style={flagStyle} data-testid="flag-gb" /> },
        { value: "IS", label: <IS title={t("language.IS")} style={flagStyle} data-testid="flag-is" /> },
      ]}
    />
  );
}
