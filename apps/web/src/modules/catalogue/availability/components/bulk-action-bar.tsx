import { ActionBar, Button, Text } from "@mantine/core";
import { IconLock, IconLockOpen, IconUsers, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import type { BulkEventAction } from "../../events/api/events-api";
import { CapacityModal } from "./capacity-modal";

interface BulkActionBarProps {
  ids: ReadonlySet<string>;
  busy: boolean;
  /** Runs the action; rejects when the call fails. */
  onRun: (action: BulkEventAction) => Promise<unknown>;
  onClear: () => void;
}

/** Floats at the bottom while events are selected: close, open, capacity or cancel them all. */
export function BulkActionBar({ ids, busy, onRun, onClear }: BulkActionBarProps) {
  const { t } = useTranslation();
  const [capacityOpen, setCapacityOpen] = useState(false);
  const count = ids.size;
  const list = [...ids];
  // A failed call already shows its error toast; the bar stays as it was.
  const run = (action: BulkEventAction) =>
    onRun(action).then(
      () => true,
      () => false,
    );
  const cancel = () =>
    openConfirmDialog({
      title: t("availability.bulk.cancelTitle", { count }),
      text: t("availability.bulk.cancelText"),
      confirmLabel: t("availability.cancel.confirm"),
      cancelLabel: t("availability.cancel.keep"),
      confirmColor: "red",
      onConfirm: () => onRun({ action: "cancel", ids: list }),
    });
  return (
    <>
      <ActionBar
        opened={count > 0}
        onClose={onClear}
        closeOnEscape
        aria-label={t("availability.bulk.label")}
        shadow="md"
        position={{ bottom: 16, left: 8, right: 8 }}
        style={{ flexWrap: "wrap", justifyContent: "center", maxWidth: "calc(100vw - 16px)" }}
        data-testid="bulk-bar"
      >
        <Text size="sm" fw={600} data-testid="bulk-count">
          {t("availability.bulk.selected", { count })}
        </Text>
        <ActionBar.Divider />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLock size={14} />}
          disabled={busy}
          onClick={() => void run({ action: "close", ids: list })}
          data-testid="bulk-close"
        >
          {t("availability.action.close")}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLockOpen size={14} />}
          disabled={busy}
          onClick={() => void run({ action: "open", ids: list })}
          data-testid="bulk-open"
        >
          {t("availability.action.open")}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUsers size={14} />}
          disabled={busy}
          onClick={() => setCapacityOpen(true)}
          data-testid="bulk-capacity"
        >
          {t("availability.action.capacity")}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconX size={14} />}
          disabled={busy}
          onClick={cancel}
          data-testid="bulk-cancel"
        >
          {t("availability.action.cancel")}
        </Button>
        <ActionBar.CloseButton aria-label={t("availability.bulk.clear")} />
      </ActionBar>
      {capacityOpen && (
        <CapacityModal
          opened
          count={count}
          busy={busy}
          onClose={() => setCapacityOpen(false)}
          onConfirm={(capacity) =>
            void run({ action: "capacity", ids: list, capacity }).then(
              (done) => done && setCapacityOpen(false),
            )
          }
        />
      )}
    </>
  );
}
