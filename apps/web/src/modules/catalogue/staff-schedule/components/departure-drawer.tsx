import { Button, DataList, Divider, Drawer, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { ScheduleDeparture } from "@stund/shared/contracts/staff-schedule";
import { utcToZoned } from "@stund/shared/scheduling/zoned-time";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { useLanguage } from "../../../../lib/language/use-language";
import { timesOf } from "../model/schedule-week";
import { departureName } from "./departure-card";
import { EventStaffPanel } from "./event-staff-panel";

interface DepartureDrawerProps {
  departure: ScheduleDeparture | null;
  onClose: () => void;
}

/** One departure of the schedule: its facts, a way to its page, and its staff. */
export function DepartureDrawer({ departure, onClose }: DepartureDrawerProps) {
  const { t } = useTranslation();
  const { tenant } = useParams();
  const dates = useDateFormat();
  const { language } = useLanguage();
  const phone = useMediaQuery("(max-width: 600px)");
  return (
    <Drawer
      opened={departure !== null}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "md"}
      title={
        <Text fw={700}>
          {departure ? departureName(departure, language) : t("staffSchedule.detail.title")}
        </Text>
      }
      data-testid="departure-drawer"
    >
      {departure && (
        <Stack gap="md">
          <DataList labelWidth={110} gap="xs">
            <DataList.Item>
              <DataList.ItemLabel>{t("availability.field.start")}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="drawer-when">
                {dates.short(utcToZoned(new Date(departure.startAt), departure.timeZone).date)}{" "}
                {timesOf(departure)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("staffSchedule.project.label")}</DataList.ItemLabel>
              <DataList.ItemValue>{departure.projectName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("availability.field.timeZone")}</DataList.ItemLabel>
              <DataList.ItemValue>{departure.timeZone}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("availability.field.sold")}</DataList.ItemLabel>
              <DataList.ItemValue>
                {t("staffSchedule.seats", { sold: departure.seatsSold, capacity: departure.capacity })}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList>
          <Button
            component={Link}
            to={`/${tenant}/${departure.projectIdentifier}/edit-singular-event/${departure.eventId}`}
            variant="default"
            size="xs"
            leftSection={<IconExternalLink size={14} />}
            data-testid="departure-open-event"
          >
            {t("staffSchedule.detail.openEvent")}
          </Button>
          <Divider />
          <EventStaffPanel eventId={departure.eventId} />
        </Stack>
      )}
    </Drawer>
  );
}
