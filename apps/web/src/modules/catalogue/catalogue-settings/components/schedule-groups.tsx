import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Asset, Schedule } from "@stund/shared/contracts/catalogue/schedules";
import { scheduleKinds } from "@stund/shared/enums";
import { scheduleSummary } from "../forms/schedule-summary";
import { ScheduleRow } from "./schedule-row";

interface ScheduleGroupsProps {
  schedules: Schedule[];
  assets: Asset[];
  showLevel: boolean;
  experienceNames: Map<string, string>;
  onEdit: (schedule: Schedule) => void;
  onDelete: (schedule: Schedule) => void;
}

/** The schedules under one heading per kind (spec order), each kind shown only when it has some. */
export function ScheduleGroups(props: ScheduleGroupsProps) {
  const { t } = useTranslation();
  const assetNames = new Map(props.assets.map((asset) => [asset.id, asset.name]));
  return (
    <Stack gap="lg" data-testid="schedule-groups">
      {scheduleKinds.map((kind) => {
        const group = props.schedules
          .filter((schedule) => schedule.kind === kind)
          .sort((a, b) => a.name.localeCompare(b.name));
        if (group.length === 0) return null;
        return (
          <Stack gap="sm" key={kind} data-testid={`schedule-group-${kind}`}>
            <div>
              <Title order={4}>{t(`scheduleSettings.kind.${kind}`)}</Title>
              <Text size="sm" c="dimmed">
                {t(`scheduleSettings.kindHelp.${kind}`)}
              </Text>
            </div>
            {group.map((schedule) => (
              <ScheduleRow
                key={schedule.id}
                schedule={schedule}
                summary={scheduleSummary(
                  schedule,
                  t,
                  schedule.rule.kind === "AssetType" ? assetNames.get(schedule.rule.assetId) : undefined,
                )}
                showLevel={props.showLevel}
                experienceName={
                  schedule.experienceId ? props.experienceNames.get(schedule.experienceId) : undefined
                }
                onEdit={() => props.onEdit(schedule)}
                onDelete={() => props.onDelete(schedule)}
              />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
