import { ActionIcon, Button } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";

/** Adds a time or an opening to a weekday. */
export function AddTimeButton(props: { label: string; onClick: () => void; testId?: string }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconPlus size={14} />}
      style={{ alignSelf: "flex-start" }}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  );
}

/** Removes a time or an opening from a weekday; `label` names it for screen readers. */
export function RemoveTimeButton(props: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="gray" mt={4} onClick={props.onClick} aria-label={props.label}>
      <IconX size={16} />
    </ActionIcon>
  );
}
