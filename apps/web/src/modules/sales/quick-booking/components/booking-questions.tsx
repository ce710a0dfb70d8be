import { Button, SimpleGrid, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { CustomField } from "../model/booking-answers";
import type { BookingFormValues } from "../model/booking-form";
import { QuestionInput } from "./question-input";

interface BookingQuestionsProps {
  questions: readonly CustomField[];
  form: UseFormReturnType<BookingFormValues>;
  showOptional: boolean;
  onShowOptionalChange: (show: boolean) => void;
}

/** The experience's per-booking questions: the required ones always, the optional ones on request. */
export function BookingQuestions({
  questions,
  form,
  showOptional,
  onShowOptionalChange,
}: BookingQuestionsProps) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  const optional = questions.filter((question) => !question.required);
  const shown = showOptional ? questions : questions.filter((question) => question.required);
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {t("quickBooking.questions.title")}
      </Text>
      {shown.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {shown.map((question) => (
            <QuestionInput key={question.id} field={question} form={form} />
          ))}
        </SimpleGrid>
      )}
      {optional.length > 0 && (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          px={0}
          onClick={() => onShowOptionalChange(!showOptional)}
          data-testid="toggle-optional-questions"
        >
          {showOptional
            ? t("quickBooking.questions.hideOptional")
            : t("quickBooking.questions.showOptional", { count: optional.length })}
        </Button>
      )}
    </Stack>
  );
}
