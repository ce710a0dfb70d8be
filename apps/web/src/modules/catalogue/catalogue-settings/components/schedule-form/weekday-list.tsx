import { Divider, Stack, Text } from "@mantine/core";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { weekdays, type Weekday } from "@stund/shared/enums";
import { translateValidationMessage } from "../../../../../lib/forms/validation-message";
import type { ScheduleForm } from "./schedule-form-type";

interface WeekdayListProps {
  form: ScheduleForm;
  /** The form path of the rule's week; its own error (e.g. no day chosen) shows under the list. */
  daysPath: "openHours.days" | "scheduledEvent.days";
  help: string;
  /** One weekday's row. */
  renderDay: (weekday: Weekday) => ReactNode;
  testId?: string;
}

/** The seven weekdays of a schedule rule, Sunday to Saturday (spec enum order), under a line of help. */
export function WeekdayList({ form, daysPath, help, renderDay, testId }: WeekdayListProps) {
  const { t } = useTranslation();
  const daysError = form.isTouched(daysPath) ? form.errors[daysPath] : undefined;
  return (
    <Stack gap="sm" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {help}
      </Text>
      {weekdays.map((weekday, index) => (
        <Fragment key={weekday}>
          {index > 0 && <Divider />}
          {renderDay(weekday)}
        </Fragment>
      ))}
      {typeof daysError === "string" && (
        <Text c="red" size="sm" role="alert">
          {translateValidationMessage(daysError, t)}
        </Text>
      )}
    </Stack>
  );
}
