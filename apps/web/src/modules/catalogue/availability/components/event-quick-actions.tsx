import { Alert, Button, Group, Select, Stack } from "@mantine/core";
import { IconClock, IconLock, IconLockOpen, IconUsers, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { delayStatuses, type DelayStatus } from "@stund/shared/enums";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import type { EventDetail } from "@stund/shared/contracts/catalogue/event-detail";
import { useBulkEventAction, useEventWrites } from "../../events/api/events-api";
import { CapacityModal } from "./capacity-modal";
import { DelayModal } from "./delay-modal";

/** Day-to-day work on one departure: close or open sales, capacity, delay, cancel. */
export function EventQuickActions({ event, name }: { event: EventDetail; name: string }) {
  const { t } = useTranslation();
  const writes = useEventWrites(event.id);
  const bulk = useBulkEventAction();
  const [modal, setModal] = useState<"capacity" | "delay" | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (event.status === "Cancelled" || event.status === "Deleted") return null;

  const changeCapacity = (capacity: number) =>
    bulk.mutate(
      { action: "capacity", ids: [event.id], capacity },
      {
        onSuccess: (result) => {
          setRefusal(result.refused[0]?.title ?? null);
          setModal(null);
        },
      },
    );
  const cancel = () =>
    openConfirmDialog({
      title: t("availability.cancel.title", { name }),
      text: t("availability.cancel.text", { count: event.sold + event.held }),
      confirmLabel: t("availability.cancel.confirm"),
      cancelLabel: t("availability.cancel.keep"),
      confirmColor: "red",
      onConfirm: () => writes.action.mutateAsync("cancel"),
    });

  return (
    <Stack gap="sm" data-testid="event-quick-actions">
      {refusal && (
        <Alert
          color="orange"
          withCloseButton
          onClose={() => setRefusal(null)}
          title={t("availability.refusedOne")}
        >
          {refusal}
        </Alert>
      )}
      <Group gap="xs">
        {event.status === "Closed" ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconLockOpen size={14} />}
            loading={writes.action.isPending && writes.action.variables === "open"}
            onClick={() => writes.action.mutate("open")}
          >
            {t("availability.action.open")}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconLock size={14} />}
            loading={writes.action.isPending && writes.action.variables === "close"}
            onClick={() => writes.action.mutate("close")}
            data-testid="event-close"
          >
            {t("availability.action.close")}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUsers size={14} />}
          onClick={() => setModal("capacity")}
        >
          {t("availability.action.capacity")}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconClock size={14} />}
          onClick={() => setModal("delay")}
        >
          {t("availability.action.delay")}
        </Button>
        <Button size="xs" variant="light" color="red" leftSection={<IconX size={14} />} onClick={cancel}>
          {t("availability.action.cancel")}
        </Button>
      </Group>
      {event.delayStatus && (
        <Select
          label={t("availability.field.delayStatus")}
          data={delayStatuses.map((status) => ({
            value: status,
            label: t(`availability.delayStatus.${status}`),
          }))}
          value={event.delayStatus}
          onChange={(value) => value && writes.delayStatus.mutate(value as DelayStatus)}
          allowDeselect={false}
          disabled={writes.action.isPending || writes.delay.isPending || writes.delayStatus.isPending}
          maw={240}
        />
      )}
      {modal === "capacity" && (
        <CapacityModal
          opened
          count={1}
          initialCapacity={event.capacity}
          busy={bulk.isPending}
          onClose={() => setModal(null)}
          onConfirm={changeCapacity}
        />
      )}
      {modal === "delay" && (
        <DelayModal
          event={event}
          busy={writes.delay.isPending}
          onClose={() => setModal(null)}
          onConfirm={(delay) => writes.delay.mutate(delay, { onSuccess: () => setModal(null) })}
        />
      )}
    </Stack>
  );
}
