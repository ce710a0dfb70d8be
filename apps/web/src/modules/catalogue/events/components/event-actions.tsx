import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconBan, IconClock, IconLock, IconLockOpen, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import type { useEventWrites } from "../api/events-api";
import type { EventDetail } from "@stund/shared/contracts/catalogue/event-detail";

interface EventActionsProps {
  event: EventDetail;
  writes: ReturnType<typeof useEventWrites>;
  canOperate: boolean;
  canDelete: boolean;
  onDelay: () => void;
  onDeleted: () => void;
}

/** Sales open/closed, delay and its follow-up, cancel and delete. */
export function EventActions({
  event,
  writes,
  canOperate,
  canDelete,
  onDelay,
  onDeleted,
}: EventActionsProps) {
  const { t } = useTranslation();
  const ended = event.status === "Cancelled" || event.status === "Deleted";
  const busy = writes.action.isPending || writes.delayStatus.isPending;
  const bookings = event.sold + event.held;
  const confirmCancel = (run: () => Promise<unknown>) =>
    openConfirmDialog({
      title: t("events.actions.cancelTitle"),
      text:
        bookings > 0
          ? t("events.actions.cancelTextBooked", { seats: bookings })
          : t("events.actions.cancelText"),
      confirmLabel: t("events.actions.cancel"),
      confirmColor: "red",
      onConfirm: run,
    });
  const confirmDelete = () =>
    openConfirmDialog({
      title: t("events.actions.deleteTitle"),
      text: t("events.actions.deleteText"),
      confirmLabel: t("common.delete"),
      confirmColor: "red",
      onConfirm: () => writes.remove.mutateAsync().then(onDeleted),
    });

  if (ended || (!canOperate && !canDelete)) return null;
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="event-actions">
      <Stack gap="sm">
        <Title order={4}>{t("events.actions.title")}</Title>
        {canOperate && event.delayStatus === "Pending" && (
          <Stack gap={6} data-testid="delay-status-actions">
            <Text size="sm">{t("events.actions.delayPending")}</Text>
            <Group gap="xs" wrap="wrap">
              <Button
                size="xs"
                color="orange"
                disabled={busy}
                onClick={() => writes.delayStatus.mutate("Delayed")}
                data-testid="delay-confirm"
              >
                {t("events.actions.confirmDelay")}
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={busy}
                onClick={() => writes.delayStatus.mutate("Active")}
                data-testid="delay-revert"
              >
                {t("events.actions.backOnTime")}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={busy}
                onClick={() => confirmCancel(() => writes.delayStatus.mutateAsync("Cancelled"))}
                data-testid="delay-cancel"
              >
                {t("events.actions.cancel")}
              </Button>
            </Group>
          </Stack>
        )}
        <Group gap="xs" wrap="wrap">
          {canOperate && event.status === "Closed" && (
            <Button
              variant="default"
              leftSection={<IconLockOpen size={16} />}
              disabled={busy}
              onClick={() => writes.action.mutate("open")}
              data-testid="event-open"
            >
              {t("events.actions.openSales")}
            </Button>
          )}
          {canOperate && event.status !== "Closed" && (
            <Button
              variant="default"
              leftSection={<IconLock size={16} />}
              disabled={busy}
              onClick={() => writes.action.mutate("close")}
              data-testid="event-close"
            >
              {t("events.actions.closeSales")}
            </Button>
          )}
          {canOperate && (
            <Button
              variant="light"
              color="orange"
              leftSection={<IconClock size={16} />}
              onClick={onDelay}
              data-testid="event-delay"
            >
              {t("events.actions.delay")}
            </Button>
          )}
          {canOperate && event.delayStatus !== "Pending" && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconBan size={16} />}
              disabled={busy}
              onClick={() => confirmCancel(() => writes.action.mutateAsync("cancel"))}
              data-testid="event-cancel"
            >
              {t("events.actions.cancel")}
            </Button>
          )}
          {canDelete && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={confirmDelete}
              data-testid="event-delete"
            >
              {t("common.delete")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
