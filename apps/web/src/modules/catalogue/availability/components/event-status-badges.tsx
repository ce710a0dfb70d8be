import { Badge, Group, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";

type BadgeEvent = Pick<StundEvent, "status" | "delayStatus" | "flagged" | "flagReason">;

/** The event's status when it is not plain Active, a delay in progress, and the "!" of a flagged event. */
export function EventStatusBadges({ event, size = "sm" }: { event: BadgeEvent; size?: "xs" | "sm" }) {
  const { t } = useTranslation();
  const delayed = event.status === "Delayed" || event.delayStatus === "Pending";
  return (
    <Group gap={4} wrap="nowrap" data-testid="event-status-badges">
      {event.status === "Closed" && (
        <Badge size={size} color="red" variant="light">
          {t("availability.status.Closed")}
        </Badge>
      )}
      {event.status === "Cancelled" && (
        <Badge size={size} color="red" variant="filled">
          {t("availability.status.Cancelled")}
        </Badge>
      )}
      {event.status === "Deleted" && (
        <Badge size={size} color="gray" variant="light">
          {t("availability.status.Deleted")}
        </Badge>
      )}
      {delayed && (
        <Badge size={size} color="blue" variant="light">
          {event.delayStatus === "Pending" && event.status !== "Delayed"
            ? t("availability.delayStatus.Pending")
            : t("availability.status.Delayed")}
        </Badge>
      )}
      {event.flagged && (
        <Tooltip label={event.flagReason || t("availability.flagged")} withArrow>
          <Badge size={size} color="red" variant="filled" aria-label={t("availability.flagged")}>
            !
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
