import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A screen's title, an optional line under it, and actions that wrap under it on a phone. */
export function PageTitle({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0, flex: "1 1 240px" }}>
        <Title order={2} style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        {description && (
          <Text component="div" c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
