import { useTranslation } from "react-i18next";
import type { ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import { useNumberFormat } from "../../../../lib/formats/use-number-format";
import { useLanguage } from "../../../../lib/language/use-language";
import { formatDuration } from "../lib/duration";
import { localizedText } from "../../../../lib/language/localized-text";
import { formatMinorAmount } from "@stund/shared/money/format-money";
import { asCurrency } from "@stund/shared/money/money";

/** How the list shows one experience's name, duration and "from" price. */
export function useSummaryFormat() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const numbers = useNumberFormat();
  return {
    name: (experience: ExperienceSummary) => localizedText(experience.name, language),
    duration: (experience: ExperienceSummary) => formatDuration(experience.durationMinutes, t),
    fromPrice: (experience: ExperienceSummary) =>
      formatMinorAmount(experience.fromPrice, asCurrency(experience.currency), numbers.preset),
  };
}
