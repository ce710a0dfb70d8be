import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled card of the booking's detail. */
export function DetailSection({
  title,
  children,
  testId,
  aside,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  aside?: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={4}>{title}</Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** One label and its value; long values wrap under the label on a phone. */
export function Fact({
  label,
  children,
  strong,
  testId,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Group>
  );
}
