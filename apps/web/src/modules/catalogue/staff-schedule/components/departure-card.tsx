import { Badge, Card, Group, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ScheduleDeparture } from "@stund/shared/contracts/staff-schedule";
import { useLanguage } from "../../../../lib/language/use-language";
import { timesOf } from "../model/schedule-week";
import { StaffAvatars } from "./staff-avatars";

/** The departure's experience in the console language, English when there is no translation. */
export function departureName(departure: ScheduleDeparture, language: "EN" | "IS"): string {
  return (language === "IS" && departure.experienceName.IS) || departure.experienceName.EN;
}

interface DepartureCardProps {
  departure: ScheduleDeparture;
  /** The company's zone: a project on another clock says which. */
  timeZone: string;
  onOpen: (departure: ScheduleDeparture) => void;
}

/** One departure: its time on its project's clock, experience, project, seats and staff. */
export function DepartureCard({ departure, timeZone, onOpen }: DepartureCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const conflicted = departure.staff.some((person) => person.hasConflict);
  const ended = departure.status === "Cancelled";
  const name = departureName(departure, language);
  return (
    <UnstyledButton onClick={() => onOpen(departure)} w="100%" aria-label={`${timesOf(departure)} ${name}`}>
      <Card
        withBorder
        padding="xs"
        radius="sm"
        data-testid="schedule-departure"
        data-event-id={departure.eventId}
        style={{ opacity: ended ? 0.6 : 1 }}
      >
        <Stack gap={4}>
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text size="sm" fw={700} data-testid="departure-time">
              {timesOf(departure)}
            </Text>
            {conflicted && (
              <Tooltip label={t("staffSchedule.conflict")} withArrow>
                <IconAlertTriangle
                  size={16}
                  color="var(--mantine-color-orange-filled)"
                  aria-label={t("staffSchedule.conflict")}
                  data-testid="departure-conflict"
                />
              </Tooltip>
            )}
          </Group>
          <Text size="sm" lineClamp={2} td={ended ? "line-through" : undefined}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {departure.projectName}
            {departure.timeZone !== timeZone ? ` · ${departure.timeZone}` : ""}
          </Text>
          <Group justify="space-between" gap={4}>
            <Text size="xs" data-testid="departure-seats">
              {t("staffSchedule.seats", { sold: departure.seatsSold, capacity: departure.capacity })}
            </Text>
            {departure.status !== "Active" && (
              <Badge size="xs" variant="light" color={ended ? "red" : "gray"}>
                {t(`staffSchedule.status.${departure.status}`)}
              </Badge>
            )}
          </Group>
          {departure.staff.length > 0 ? (
            <StaffAvatars staff={departure.staff} />
          ) : (
            <Text size="xs" c="dimmed" fs="italic">
              {t("staffSchedule.nobody")}
            </Text>
          )}
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
