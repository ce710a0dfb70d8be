import { Group, Paper, Stack } from "@mantine/core";
import type { ReactNode } from "react";

/** `data-*` attributes put on the row's outer element (test ids, record ids). */
type DataAttributes = { [name: `data-${string}`]: string | undefined };

type ItemRowProps = DataAttributes & {
  /** The row's buttons, kept at the top right beside the details, also on a phone. */
  actions?: ReactNode;
  children: ReactNode;
};

/** One record of a list as a bordered row: its details stacked on the left, its actions on the right. */
export function ItemRow({ actions, children, ...data }: ItemRowProps) {
  return (
    <Paper withBorder p="md" {...data}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          {children}
        </Stack>
        {actions}
      </Group>
    </Paper>
  );
}
