import { List, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { StaffConflict } from "@stund/shared/contracts/staff-schedule";
import { utcToZoned } from "@stund/shared/scheduling/zoned-time";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { useLanguage } from "../../../../lib/language/use-language";

/** The other departures a person is on at the same time, on the clock of `timeZone`. */
export function PersonConflicts({ conflicts, timeZone }: { conflicts: StaffConflict[]; timeZone: string }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const { language } = useLanguage();
  if (conflicts.length === 0) return null;
  const when = (conflict: StaffConflict) => {
    const start = utcToZoned(new Date(conflict.startAt), timeZone);
    const end = utcToZoned(new Date(conflict.endAt), timeZone);
    return `${dates.short(start.date)} ${start.time}–${end.time}`;
  };
  return (
    <List
      size="xs"
      spacing={2}
      icon={
        <ThemeIcon color="orange" size={16} radius="xl" variant="light">
          <IconAlertTriangle size={11} />
        </ThemeIcon>
      }
      data-testid="person-conflicts"
    >
      {conflicts.map((conflict) => (
        <List.Item key={conflict.eventId}>
          <Text size="xs" c="orange.8">
            {conflict.experienceName
              ? t("staffSchedule.staff.busy", {
                  what: `${(language === "IS" && conflict.experienceName.IS) || conflict.experienceName.EN} (${conflict.projectName ?? ""})`,
                  when: when(conflict),
                })
              : t("staffSchedule.staff.busyHidden", { when: when(conflict) })}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
