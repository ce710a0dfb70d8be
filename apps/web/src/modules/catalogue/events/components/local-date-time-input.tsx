import { SimpleGrid, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useTranslation } from "react-i18next";
import { dateFormats, dateLocales } from "@stund/shared/format/dates";
import { TimeField } from "../../../../components/inputs/time-field";
import { useLanguage } from "../../../../lib/language/use-language";
import type { LocalDateTime } from "../model/local-instant";
import "dayjs/locale/is";

interface LocalDateTimeInputProps {
  dateLabel: string;
  timeLabel: string;
  value: LocalDateTime;
  onChange: (value: LocalDateTime) => void;
  /** The project's zone, named under the fields so nobody reads the time as their own. */
  timeZone: string;
  dateError?: React.ReactNode;
  timeError?: React.ReactNode;
  required?: boolean;
  testId: string;
}

/** A date and a time on the project's wall clock. */
export function LocalDateTimeInput(props: LocalDateTimeInputProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { value, onChange, testId } = props;
  return (
    <div data-testid={testId}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DatePickerInput
          label={props.dateLabel}
          required={props.required}
          valueFormat={dateFormats.short}
          locale={dateLocales[language]}
          value={value.date}
          onChange={(date) => onChange({ ...value, date })}
          error={props.dateError}
          data-testid={`${testId}-date`}
        />
        <TimeField
          label={props.timeLabel}
          required={props.required}
          value={value.time}
          onChange={(time) => onChange({ ...value, time })}
          error={props.timeError}
          data-testid={`${testId}-time`}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={4}>
        {t("events.timeZoneNote", { zone: props.timeZone })}
      </Text>
    </div>
  );
}
