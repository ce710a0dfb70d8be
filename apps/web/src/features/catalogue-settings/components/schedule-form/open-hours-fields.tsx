import { ActionIcon, Button, Divider, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { DatePickerInput, TimeInput } from "@mantine/dates";
import { IconPlus, IconX } from "@tabler/icons-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { weekdays } from "@stund/shared/enums";
import { translateValidationMessage } from "../../../../components/forms/validation-message";
import { NumberField } from "../../../../components/inputs/number-field";
import { defaultOpening } from "../../forms/schedule-form-values";
import { hourAfter } from "./next-time";
import type { ScheduleForm } from "./schedule-form-type";
import { WeekdayRow } from "./weekday-row";

/** Two openings a day (e.g. closed over lunch) keep within the contract's 14 a week. */
const maxOpeningsPerDay = 2;

/** Opening hours per weekday, slot length, capacity per slot and closed dates (a spa, a museum). */
export function OpenHoursFields({ form }: { form: ScheduleForm }) {
  const { t } = useTranslation();
  const daysError = form.isTouched("openHours.days") ? form.errors["openHours.days"] : undefined;
  return (
    <Stack gap="md" data-testid="open-hours-fields">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("scheduleSettings.form.openingHoursHelp")}
        </Text>
        {weekdays.map((weekday, index) => {
          const path = `openHours.days.${weekday}.ranges` as const;
          const ranges = form.values.openHours.days[weekday].ranges;
          const day = t(`scheduleSettings.weekday.${weekday}`);
          return (
            <Fragment key={weekday}>
              {index > 0 && <Divider />}
              <WeekdayRow
                label={day}
                on={ranges.length > 0}
                onToggle={(on) => form.setFieldValue(path, on ? [{ ...defaultOpening }] : [])}
                testId={`opening-${weekday}`}
              >
                {ranges.map((_, rangeIndex) => (
                  <Group key={rangeIndex} gap="xs" wrap="nowrap" align="flex-start">
                    <TimeInput
                      aria-label={t("scheduleSettings.form.opensOn", { day })}
                      placeholder={t("scheduleSettings.form.opens")}
                      style={{ flex: 1, minWidth: 0, maxWidth: 130 }}
                      {...form.getInputProps(`${path}.${rangeIndex}.open`)}
                      data-testid={`opening-${weekday}-${rangeIndex}-open`}
                    />
                    <Text mt={6} c="dimmed" aria-hidden>
                      –
                    </Text>
                    <TimeInput
                      aria-label={t("scheduleSettings.form.closesOn", { day })}
                      placeholder={t("scheduleSettings.form.closes")}
                      style={{ flex: 1, minWidth: 0, maxWidth: 130 }}
                      {...form.getInputProps(`${path}.${rangeIndex}.close`)}
                      data-testid={`opening-${weekday}-${rangeIndex}-close`}
                    />
                    {ranges.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        mt={4}
                        onClick={() => form.removeListItem(path, rangeIndex)}
                        aria-label={t("scheduleSettings.form.removeOpening")}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                ))}
                {ranges.length < maxOpeningsPerDay && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPlus size={14} />}
                    style={{ alignSelf: "flex-start" }}
                    onClick={() => {
                      const open = hourAfter(ranges.at(-1)?.close, defaultOpening.open);
                      form.insertListItem(path, { open, close: hourAfter(open, defaultOpening.close) });
                    }}
                  >
                    {t("scheduleSettings.form.addOpening")}
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
