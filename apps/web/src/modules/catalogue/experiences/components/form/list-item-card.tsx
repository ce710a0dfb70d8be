import { Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { ExperienceForm } from "../../lib/experience-form-values";
import { ListItemControls } from "./list-item-controls";

interface ListItemCardProps {
  form: ExperienceForm;
  /** The form's list the item is one of. */
  list: "customFields" | "ticketCategories";
  index: number;
  count: number;
  /** The item's name, or a numbered placeholder while it has none. */
  title: string;
  /** The last remaining item of a list that needs one cannot be removed. */
  removeDisabled?: boolean;
  testId: string;
  children: ReactNode;
}

/** One item of a reorderable list of the experience form: its title, move and remove, then its fields. */
export function ListItemCard({ form, list, index, count, title, testId, ...props }: ListItemCardProps) {
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-default-hover)" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
            {title}
          </Text>
          <ListItemControls
            index={index}
            count={count}
            itemLabel={title}
            onMove={(from, to) => form.reorderListItem(list, { from, to })}
            onRemove={() => form.removeListItem(list, index)}
            removeDisabled={props.removeDisabled}
            testId={testId}
          />
        </Group>
        {props.children}
      </Stack>
    </Paper>
  );
}
