import { ActionIcon, Group, Pill, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TimeField } from "../../../../components/inputs/time-field";
import { sortedTimes } from "../model/slots";

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

interface TimeChipsProps {
  times: string[];
  onChange: (times: string[]) => void;
  /** Names the row for screen readers and tests, e.g. "Monday". */
  label: string;
  testId: string;
}

/** Start times as removable chips, with a time field to add one. */
export function TimeChips({ times, onChange, label, testId }: TimeChipsProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const hoursRef = useRef<HTMLInputElement>(null);
  const valid = timePattern.test(draft);
  const add = () => {
    if (!valid) return;
    onChange(sortedTimes([...times, draft]));
    setDraft("");
    // Ready for the next time straight away.
    hoursRef.current?.focus();
  };
  return (
    <Group gap="xs" wrap="wrap" data-testid={testId}>
      {times.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("events.slots.noTimes")}
        </Text>
      )}
      {times.map((time) => (
        <Pill
          key={time}
          size="md"
          withRemoveButton
          onRemove={() => onChange(times.filter((item) => item !== time))}
          removeButtonProps={{ "aria-label": t("events.slots.removeTime", { time, day: label }) }}
          data-testid={`${testId}-time`}
        >
          {time}
        </Pill>
      ))}
      <Group gap={4} wrap="nowrap">
        <TimeField
          size="xs"
          w={110}
          value={draft}
          onChange={setDraft}
          hoursRef={hoursRef}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          aria-label={t("events.slots.newTime", { day: label })}
          data-testid={`${testId}-input`}
        />
        <ActionIcon
          variant="light"
          onClick={add}
          disabled={!valid}
          aria-label={t("events.slots.addTime", { day: label })}
          data-testid={`${testId}-add`}
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
