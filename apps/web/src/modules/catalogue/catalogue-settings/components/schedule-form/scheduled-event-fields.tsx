import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TimeField } from "../../../../../components/inputs/time-field";
import { defaultStartTime } from "../../forms/schedule-form-values";
import { hourAfter } from "./next-time";
import type { ScheduleForm } from "./schedule-form-type";
import { AddTimeButton, RemoveTimeButton } from "./time-buttons";
import { WeekdayList } from "./weekday-list";
import { WeekdayRow } from "./weekday-row";

/** The contract allows at most this many start times a day. */
const maxTimesPerDay = 48;

/** Fixed start times per weekday, Sunday to Saturday (spec enum order). */
export function ScheduledEventFields({ form }: { form: ScheduleForm }) {
  const { t } = useTranslation();
  return (
    <WeekdayList
      form={form}
      daysPath="scheduledEvent.days"
      help={t("scheduleSettings.form.startTimesHelp")}
      testId="scheduled-event-fields"
      renderDay={(weekday) => {
        const path = `scheduledEvent.days.${weekday}.times` as const;
        const times = form.values.scheduledEvent.days[weekday].times;
        return (
          <WeekdayRow
            label={t(`scheduleSettings.weekday.${weekday}`)}
            on={times.length > 0}
            onToggle={(on) => form.setFieldValue(path, on ? [defaultStartTime] : [])}
            testId={`start-times-${weekday}`}
          >
            <Group gap="xs" wrap="wrap">
              {times.map((time, timeIndex) => (
                <Group key={timeIndex} gap={4} wrap="nowrap" align="flex-start">
                  <TimeField
                    aria-label={t("scheduleSettings.form.startTimeOf", {
                      day: t(`scheduleSettings.weekday.${weekday}`),
                      n: timeIndex + 1,
                    })}
                    w={120}
                    {...form.getInputProps(`${path}.${timeIndex}`)}
                    value={time}
                    data-testid={`start-time-${weekday}-${timeIndex}`}
                  />
                  <RemoveTimeButton
                    label={t("scheduleSettings.form.removeTime")}
                    onClick={() => form.removeListItem(path, timeIndex)}
                  />
                </Group>
              ))}
            </Group>
            {times.length < maxTimesPerDay && (
              <AddTimeButton
                label={t("scheduleSettings.form.addTime")}
                onClick={() => form.insertListItem(path, hourAfter(times.at(-1), defaultStartTime))}
                testId={`start-time-add-${weekday}`}
              />
            )}
          </WeekdayRow>
        );
      }}
    />
  );
}
