import { ActionIcon, Badge, Button, Group, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Series } from "@stund/shared/contracts/catalogue/events";
import { ItemRow } from "../../../../components/item-row/item-row";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { slotSummaryLabels, summariseSlots } from "../model/slot-summary";

interface SeriesCardProps {
  series: Series;
  editTo: string;
  canEdit: boolean;
  onDelete: () => void;
}

/** One series of an experience: its pattern, its date range or count, and its event counts. */
export function SeriesCard({ series, editTo, canEdit, onDelete }: SeriesCardProps) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const name = series.name || t("events.series.unnamed", { date: dates.short(series.startDate) });
  const range = series.endDate
    ? t("events.series.range", { from: dates.short(series.startDate), to: dates.short(series.endDate) })
    : t("events.series.countRange", { from: dates.short(series.startDate), count: series.count ?? 0 });
  return (
    <ItemRow
      data-testid="series-card"
      data-series-id={series.id}
      actions={
        canEdit && (
          <Group gap={4} wrap="nowrap">
            <Button
              component={Link}
              to={editTo}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPencil size={16} />}
              visibleFrom="xs"
              data-testid="series-card-edit"
            >
              {t("common.edit")}
            </Button>
            <ActionIcon
              component={Link}
              to={editTo}
              variant="subtle"
              hiddenFrom="xs"
              aria-label={t("events.series.editNamed", { name })}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={t("events.series.deleteNamed", { name })}
              data-testid="series-card-delete"
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        )
      }
    >
      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
        {name}
      </Text>
      <Text size="sm" data-testid="series-card-pattern">
        {summariseSlots(series.slots, slotSummaryLabels(t)) || t("events.slots.none")}
      </Text>
      <Text size="sm" c="dimmed">
        {range}
      </Text>
      <Group gap={6} wrap="wrap">
        <Badge variant="light" color="blue" data-testid="series-card-upcoming">
          {t("events.series.upcoming", { count: series.upcomingEvents })}
        </Badge>
        {series.flaggedEvents > 0 && (
          <Badge variant="light" color="orange" data-testid="series-card-flagged">
            {t("events.series.flagged", { count: series.flaggedEvents })}
          </Badge>
        )}
      </Group>
    </ItemRow>
  );
}
