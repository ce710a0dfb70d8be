import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface ListItemControlsProps {
  index: number;
  count: number;
  /** Names the item in the buttons' labels for screen readers. */
  itemLabel: string;
  onMove?: (from: number, to: number) => void;
  onRemove: () => void;
  /** The last remaining item of a list that needs one cannot be removed. */
  removeDisabled?: boolean;
  testId: string;
}

/** Move up, move down and remove for one row of a repeatable list. */
export function ListItemControls(props: ListItemControlsProps) {
  const { t } = useTranslation();
  const { index, count, onMove, itemLabel } = props;
  return (
    <Group gap={4} wrap="nowrap">
      {onMove && (
        <>
          <Tooltip label={t("experiences.list.moveUp")}>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
              aria-label={t("experiences.list.moveUpLabel", { item: itemLabel })}
              data-testid={`${props.testId}-up`}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t("experiences.list.moveDown")}>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
              aria-label={t("experiences.list.moveDownLabel", { item: itemLabel })}
              data-testid={`${props.testId}-down`}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      <Tooltip label={t("experiences.list.remove")}>
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={props.removeDisabled}
          onClick={props.onRemove}
          aria-label={t("experiences.list.removeLabel", { item: itemLabel })}
          data-testid={`${props.testId}-remove`}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
