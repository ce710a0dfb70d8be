import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { localizedText } from "../../../../lib/language/localized-text";
import { useLanguage } from "../../../../lib/language/use-language";
import { DetailSection, Fact } from "./detail-section";

type AnswerValue = BookingDetail["answers"][number]["value"];

/** The customer's answers to the experience's booking questions. */
export function BookingAnswers({ answers }: { answers: BookingDetail["answers"] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const shown = (value: AnswerValue): string => {
    if (value === null || value === "" || (Array.isArray(value) && value.length === 0))
      return t("bookings.answers.noAnswer");
    if (typeof value === "boolean") return value ? t("common.yes") : t("common.no");
    if (Array.isArray(value)) return value.join(", ");
    return String(value);
  };
  return (
    <DetailSection title={t("bookings.answers.title")} testId="booking-answers">
      {answers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("bookings.answers.empty")}
        </Text>
      ) : (
        <Stack gap={6}>
          {answers.map((answer) => (
            <Fact
              key={answer.fieldId}
              label={
                answer.label ? localizedText(answer.label, language) : t("bookings.answers.removedQuestion")
              }
              testId="booking-answer"
            >
              {shown(answer.value)}
            </Fact>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
