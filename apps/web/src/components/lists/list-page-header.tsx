import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A settings list page's title and description, with its main action beside them (below on a phone). */
export function ListPageHeader(props: { title: string; description: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <div style={{ minWidth: 0, flex: "1 1 240px" }}>
        <Title order={3}>{props.title}</Title>
        <Text c="dimmed" size="sm">
          {props.description}
        </Text>
      </div>
      {props.action}
    </Group>
  );
}
