import { Badge, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { HubConnectionState } from "@stund/shared/contracts/realtime";

/** Whether the calendar follows changes live, and what to expect when it does not. */
export function LiveBadge({ state }: { state: HubConnectionState }) {
  const { t } = useTranslation();
  const live = state === "connected";
  const trying = state === "connecting" || state === "reconnecting";
  const label = live
    ? t("availability.live.on")
    : trying
      ? t("availability.live.connecting")
      : t("availability.live.off");
  return (
    <Tooltip
      label={live ? t("availability.live.onHelp") : t("availability.live.offHelp")}
      withArrow
      multiline
      w={240}
    >
      <Badge
        variant="dot"
        color={live ? "green" : trying ? "yellow" : "gray"}
        data-testid="live-badge"
        data-state={state}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
