import { Button, Chip, Group, Paper, Stack, Switch, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Weekday } from "@stund/shared/enums";
import { sharedTimes, type SlotValue } from "../model/slots";
import { displayIndex, displayWeekdays, workingDays } from "../model/weekdays";
import { TimeChips } from "./time-chips";

interface SlotEditorProps {
  value: SlotValue[];
  onChange: (slots: SlotValue[]) => void;
  error?: React.ReactNode;
}

/** Weekdays (Monday first) each with one or more start times; optionally the same times for all. */
export function SlotEditor({ value, onChange, error }: SlotEditorProps) {
  const { t } = useTranslation();
  const [sameTimes, setSameTimes] = useState(() => value.length === 0 || sharedTimes(value) !== null);
  const selected = displayWeekdays.filter((day) => value.some((slot) => slot.weekday === day));
  const timesOf = (day: Weekday) => value.find((slot) => slot.weekday === day)?.times ?? [];
  const common = sharedTimes(value) ?? timesOf(selected[0] ?? "Monday");

  const select = (days: readonly Weekday[]) =>
    onChange(
      [...days]
        .sort((a, b) => displayIndex(a) - displayIndex(b))
        .map((day) => ({
          weekday: day,
          times: selected.includes(day) && !sameTimes ? timesOf(day) : [...common],
        })),
    );
  const setTimes = (day: Weekday, times: string[]) =>
    onChange(value.map((slot) => (slot.weekday === day ? { ...slot, times } : slot)));
  const setAllTimes = (times: string[]) => onChange(value.map((slot) => ({ ...slot, times: [...times] })));
  const toggleSame = (on: boolean) => {
    setSameTimes(on);
    if (on) setAllTimes(common);
  };

  return (
    <Stack gap="sm" data-testid="slot-editor">
      <Group gap="xs" wrap="wrap">
        <Chip.Group multiple value={selected} onChange={(days) => select(days as Weekday[])}>
          {displayWeekdays.map((day) => (
            <Chip key={day} value={day} size="sm" data-testid={`weekday-${day}`}>
              {t(`events.weekdayShort.${day}`)}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button size="compact-xs" variant="subtle" onClick={() => select(workingDays)}>
          {t("events.slots.weekdaysPreset")}
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => select(displayWeekdays)}>
          {t("events.slots.everyDayPreset")}
        </Button>
        {selected.length > 0 && (
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => select([])}>
            {t("events.slots.clearDays")}
          </Button>
        )}
      </Group>
      {selected.length > 0 && (
        <Switch
          checked={sameTimes}
          onChange={(event) => toggleSame(event.currentTarget.checked)}
          label={t("events.slots.sameTimes")}
          data-testid="slot-same-times"
        />
      )}
      {selected.length > 0 && sameTimes && (
        <Paper withBorder p="sm">
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t("events.slots.timesForAll")}
            </Text>
            <TimeChips
              times={common}
              onChange={setAllTimes}
              label={t("events.slots.allSelectedDays")}
              testId="slot-times-all"
            />
          </Stack>
        </Paper>
      )}
      {!sameTimes &&
        selected.map((day) => (
          <Paper withBorder p="sm" key={day}>
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t(`events.weekday.${day}`)}
              </Text>
              <TimeChips
                times={timesOf(day)}
                onChange={(times) => setTimes(day, times)}
                label={t(`events.weekday.${day}`)}
                testId={`slot-times-${day}`}
              />
            </Stack>
          </Paper>
        ))}
      {selected.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("events.slots.chooseDays")}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
