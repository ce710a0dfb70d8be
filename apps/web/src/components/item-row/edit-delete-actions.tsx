import { ActionIcon, Group } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";

/** Edit either runs a handler (e.g. opens a modal) or links to an editor page. */
type EditTarget = { onEdit: () => void; editTo?: never } | { editTo: string; onEdit?: never };

type EditDeleteActionsProps = EditTarget & {
  /** Screen reader names of the two buttons; they name the record, as the icons alone do not. */
  editLabel: string;
  deleteLabel: string;
  onDelete: () => void;
  /** The buttons' test ids are `${testId}-edit` and `${testId}-delete`. */
  testId: string;
  justify?: "flex-start" | "flex-end";
};

/** The pencil and bin icon buttons of one record in a list. */
export function EditDeleteActions(props: EditDeleteActionsProps) {
  const pencil = <IconPencil size={18} />;
  const edit = {
    variant: "subtle",
    color: "gray",
    "aria-label": props.editLabel,
    "data-testid": `${props.testId}-edit`,
  } as const;
  return (
    <Group gap={4} wrap="nowrap" justify={props.justify}>
      {props.editTo === undefined ? (
        <ActionIcon {...edit} onClick={props.onEdit}>
          {pencil}
        </ActionIcon>
      ) : (
        <ActionIcon {...edit} component={Link} to={props.editTo}>
          {pencil}
        </ActionIcon>
      )}
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={props.onDelete}
        aria-label={props.deleteLabel}
        data-testid={`${props.testId}-delete`}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
