import { Anchor, DataList, Progress, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { mantineColourOf } from "../../../../components/alerts/alert-colour";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import type { EventDetail } from "@stund/shared/contracts/catalogue/event-detail";
import { localEndOf, wallClockIn } from "../model/calendar-events";
import { fillColour, takenPercent } from "../../../../lib/formats/fill-colour";

/** The facts of one event: times in the project's zone, status, delay, seats and its series. */
export function EventFacts({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const { tenant, project } = useParams();
  const dates = useDateFormat();
  const originalStart = event.originalStart ? wallClockIn(event.originalStart, event.timeZone) : null;
  const colour = mantineColourOf(fillColour(event));
  const item = (label: string, value: ReactNode, testId?: string) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
  return (
    <>
      <Progress value={takenPercent(event)} color={colour} size="lg" aria-label={t("availability.fill")} />
      <DataList labelWidth={130} gap="xs" data-testid="event-facts">
        {item(t("availability.field.start"), dates.long(event.localStart), "event-start")}
        {item(t("availability.field.end"), dates.long(localEndOf(event)))}
        {item(t("availability.field.timeZone"), event.timeZone)}
        {item(t("availability.field.status"), t(`availability.status.${event.status}`), "event-status")}
        {event.delayStatus &&
          item(t("availability.field.delayStatus"), t(`availability.delayStatus.${event.delayStatus}`))}
        {originalStart && item(t("availability.field.originalStart"), dates.long(originalStart))}
        {event.delayMessage && item(t("availability.field.delayMessage"), event.delayMessage)}
        {item(t("availability.field.capacity"), event.capacity)}
        {item(t("availability.field.sold"), event.sold, "event-sold")}
        {item(t("availability.field.held"), event.held)}
        {item(t("availability.field.available"), event.available)}
        {event.flagged && item(t("availability.field.flag"), event.flagReason || t("availability.flagged"))}
        {event.note && item(t("availability.field.note"), event.note)}
        {item(
          t("availability.field.series"),
          event.seriesId ? (
            <Anchor
              component={Link}
              to={`/${tenant}/${project}/edit-event-series/${event.seriesId}`}
              data-testid="event-series-link"
            >
              {event.seriesName || t("availability.openSeries")}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {event.detached ? t("availability.detached") : t("availability.singleEvent")}
            </Text>
          ),
        )}
      </DataList>
    </>
  );
}
