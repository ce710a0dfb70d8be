import { Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../../../components/inputs/number-field";
import { TimeField } from "../../../../../components/inputs/time-field";
import { defaultOpening } from "../../forms/schedule-form-values";
import { hourAfter } from "./next-time";
import type { ScheduleForm } from "./schedule-form-type";
import { AddTimeButton, RemoveTimeButton } from "./time-buttons";
import { WeekdayList } from "./weekday-list";
import { WeekdayRow } from "./weekday-row";

/** Two openings a day (e.g. closed over lunch) keep within the contract's 14 a week. */
const maxOpeningsPerDay = 2;

/** Opening hours per weekday, slot length, capacity per slot and closed dates (a spa, a museum). */
export function OpenHoursFields({ form }: { form: ScheduleForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="open-hours-fields">
      <WeekdayList
        form={form}
        daysPath="openHours.days"
        help={t("scheduleSettings.form.openingHoursHelp")}
        renderDay={(weekday) => {
          const path = `openHours.days.${weekday}.ranges` as const;
          const ranges = form.values.openHours.days[weekday].ranges;
          const day = t(`scheduleSettings.weekday.${weekday}`);
          return (
            <WeekdayRow
              label={day}
              on={ranges.length > 0}
              onToggle={(on) => form.setFieldValue(path, on ? [{ ...defaultOpening }] : [])}
              testId={`opening-${weekday}`}
            >
              {ranges.map((range, rangeIndex) => (
                <Group key={rangeIndex} gap="xs" wrap="nowrap" align="flex-start">
                  <TimeField
                    aria-label={t("scheduleSettings.form.opensOn", { day })}
                    style={{ flex: 1, minWidth: 0, maxWidth: 130 }}
                    {...form.getInputProps(`${path}.${rangeIndex}.open`)}
                    value={range.open}
                    data-testid={`opening-${weekday}-${rangeIndex}-open`}
                  />
                  <Text mt={6} c="dimmed" aria-hidden>
                    –
                  </Text>
                  <TimeField
                    aria-label={t("scheduleSettings.form.closesOn", { day })}
                    style={{ flex: 1, minWidth: 0, maxWidth: 130 }}
                    {...form.getInputProps(`${path}.${rangeIndex}.close`)}
                    value={range.close}
                    data-testid={`opening-${weekday}-${rangeIndex}-close`}
                  />
                  {ranges.length > 1 && (
                    <RemoveTimeButton
                      label={t("scheduleSettings.form.removeOpening")}
                      onClick={() => form.removeListItem(path, rangeIndex)}
                    />
                  )}
                </Group>
              ))}
              {ranges.length < maxOpeningsPerDay && (
                <AddTimeButton
                  label={t("scheduleSettings.form.addOpening")}
                  onClick={() => {
                    const open = hourAfter(ranges.at(-1)?.close, defaultOpening.open);
                    form.insertListItem(path, { open, close: hourAfter(open, defaultOpening.close) });
                  }}
                />
              )}
            </WeekdayRow>
          );
        }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberField
          label={t("scheduleSettings.form.slotMinutes")}
          description={t("scheduleSettings.form.slotMinutesHelp")}
          min={5}
          max={24 * 60}
          step={5}
          allowDecimal={false}
          allowNegative={false}
          required
          {...form.getInputProps("openHours.slotMinutes")}
          value={form.values.openHours.slotMinutes}
          data-testid="open-hours-slot-minutes"
        />
        <NumberField
          label={t("scheduleSettings.form.capacityPerSlot")}
          description={t("scheduleSettings.form.capacityPerSlotHelp")}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          required
          {...form.getInputProps("openHours.capacityPerSlot")}
          value={form.values.openHours.capacityPerSlot}
          data-testid="open-hours-capacity"
        />
      </SimpleGrid>
      <DatePickerInput
        type="multiple"
        label={t("scheduleSettings.form.closures")}
        description={t("scheduleSettings.form.closuresHelp")}
        placeholder={t("scheduleSettings.form.closuresPlaceholder")}
        valueFormat="DD/MM/YYYY"
        clearable
        {...form.getInputProps("openHours.closures")}
        data-testid="open-hours-closures"
      />
    </Stack>
  );
}
