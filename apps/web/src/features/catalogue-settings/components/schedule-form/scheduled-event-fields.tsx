import { ActionIcon, Button, Divider, Group, Stack, Text } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { IconPlus, IconX } from "@tabler/icons-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { weekdays } from "@stund/shared/enums";
import { translateValidationMessage } from "../../../../components/forms/validation-message";
import { defaultStartTime } from "../../forms/schedule-form-values";
import { hourAfter } from "./next-time";
import type { ScheduleForm } from "./schedule-form-type";
import { WeekdayRow } from "./weekday-row";

/** The contract allows at most this many start times a day. */
const maxTimesPerDay = 48;

/** Fixed start times per weekday, Sunday to Saturday (spec enum order). */
export function ScheduledEventFields({ form }: { form: ScheduleForm }) {
  const { t } = useTranslation();
  const daysError = form.isTouched("scheduledEvent.days") ? form.errors["scheduledEvent.days"] : undefined;
  return (
    <Stack gap="sm" data-testid="scheduled-event-fields">
      <Text size="sm" c="dimmed">
        {t("scheduleSettings.form.startTimesHelp")}
      </Text>
      {weekdays.map((weekday, index) => {
        const path = `scheduledEvent.days.${weekday}.times` as const;
        const times = form.values.scheduledEvent.days[weekday].times;
        return (
          <Fragment key={weekday}>
            {index > 0 && <Divider />}
            <WeekdayRow
              label={t(`scheduleSettings.weekday.${weekday}`)}
              on={times.length > 0}
              onToggle={(on) => form.setFieldValue(path, on ? [defaultStartTime] : [])}
              testId={`start-times-${weekday}`}
            >
              <Group gap="xs" wrap="wrap">
                {times.map((_, timeIndex) => (
                  <Group key={timeIndex} gap={4} wrap="nowrap" align="flex-start">
                    <TimeInput
                      aria-label={t("scheduleSettings.form.startTimeOf", {
                        day: t(`scheduleSettings.weekday.${weekday}`),
                        n: timeIndex + 1,
                      })}
                      w={120}
                      {...form.getInputProps(`${path}.${timeIndex}`)}
                      data-testid={`start-time-${weekday}-${timeIndex}`}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      mt={4}
                      onClick={() => form.removeListItem(path, timeIndex)}
                      aria-label={t("scheduleSettings.form.removeTime")}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  </Group>
                ))}
              </Group>
              {times.length < maxTimesPerDay && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => form.insertListItem(path, hourAfter(times.at(-1), defaultStartTime))}
                  style={{ alignSelf: "flex-start" }}
                  data-testid={`start-time-add-${weekday}`}
                >
                  {t("scheduleSettings.form.addTime")}
                </Button>
              )}
            </WeekdayRow>
          </Fragment>
        );
      })}
      {typeof daysError === "string" && (
        <Text c="red" size="sm" role="alert">
          {translateValidationMessage(daysError, t)}
        </Text>
      )}
    </Stack>
  );
}
