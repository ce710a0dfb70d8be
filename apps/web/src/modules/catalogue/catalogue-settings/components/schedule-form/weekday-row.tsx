import { Group, Stack, Switch } from "@mantine/core";
import type { ReactNode } from "react";

interface WeekdayRowProps {
  label: string;
  on: boolean;
  onToggle: (on: boolean) => void;
  testId: string;
  children: ReactNode;
}

/** One weekday of a schedule: a switch, and the day's times once it is on (below the switch on a phone). */
export function WeekdayRow({ label, on, onToggle, testId, children }: WeekdayRowProps) {
  return (
    <Group align="flex-start" gap="sm" wrap="wrap" data-testid={testId}>
      <Switch
        checked={on}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        label={label}
        w={140}
        mt={8}
        data-testid={`${testId}-switch`}
      />
      {on && (
        <Stack gap="xs" style={{ flex: "1 1 220px", minWidth: 0 }}>
          {children}
        </Stack>
      )}
    </Group>
  );
}
