import { SegmentedControl, VisuallyHidden } from "@mantine/core";
import GB from "country-flag-icons/react/3x2/GB";
import IS from "country-flag-icons/react/3x2/IS";
import { useTranslation } from "react-i18next";
import type { Language } from "@stund/shared/enums";
import { useStorefrontLanguage } from "../hooks/use-storefront-language";

const flagStyle = { width: 20, height: 14, display: "block", borderRadius: 2 } as const;

function FlagLabel({ flag: Flag, name }: { flag: typeof GB; name: string }) {
  return (
    <>
      <Flag style={flagStyle} aria-hidden />
      <VisuallyHidden>{name}</VisuallyHidden>
    </>
  );
}

/** English or Icelandic for a customer; the choice is kept in the address (?lang=). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, choose } = useStorefrontLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t("language.toggle")}
      value={language}
      onChange={(value) => choose(value as Language)}
      data-testid="language-switch"
      data={[
        { value: "EN", label: <FlagLabel flag={GB} name={t("language.EN")} /> },
        { value: "IS", label: <FlagLabel flag={IS} name={t("language.IS")} /> },
      ]}
    />
  );
}
