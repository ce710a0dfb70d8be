import { Group, Text, Tooltip } from "@mantine/core";
import { IconClockPause, IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";

type MarkEvent = Pick<StundEvent, "status" | "delayStatus" | "flagged" | "flagReason">;

/** The status of an event as small icons, for the tight cells of the month grid. */
export function EventStatusMarks({ event }: { event: MarkEvent }) {
  const { t } = useTranslation();
  const delayed = event.status === "Delayed" || event.delayStatus === "Pending";
  if (!delayed && !event.flagged && event.status !== "Closed") return null;
  return (
    <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
      {event.status === "Closed" && (
        <IconLock size={12} aria-label={t("availability.status.Closed")} role="img" />
      )}
      {delayed && <IconClockPause size={12} aria-label={t("availability.status.Delayed")} role="img" />}
      {event.flagged && (
        <Tooltip label={event.flagReason || t("availability.flagged")} withArrow>
          <Text span size="xs" fw={900} c="red" aria-label={t("availability.flagged")} lh={1}>
            !
          </Text>
        </Tooltip>
      )}
    </Group>
  );
}
