/** A red-bordered section for actions that cannot be undone (deleting an account or a company). */
import { Group, Paper, Stack, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";

export function DangerZone({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      style={{ borderColor: "var(--mantine-color-red-6)" }}
      data-testid={testId}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle size={20} color="var(--mantine-color-red-6)" />
          <Title order={4} c="red">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
