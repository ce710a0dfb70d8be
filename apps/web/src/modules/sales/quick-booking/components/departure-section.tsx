import { Anchor, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import { LoadError } from "../../../../components/load-error";
import { useAccess } from "../../../../lib/access/use-access";
import { DepartureList } from "./departure-list";

/** The chosen day's departures as the desk loads them. */
export interface DeparturesView {
  departures: readonly StundEvent[];
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

interface DepartureSectionProps {
  view: DeparturesView;
  experienceTag: string;
  value: string | null;
  onChange: (id: string) => void;
  now: Date;
  error?: string;
  autoFocus: boolean;
}

function NoDepartures({ experienceTag }: { experienceTag: string }) {
  const { t } = useTranslation();
  const { tenant, project } = useParams();
  const canCreate = useAccess("catalogueEdit").decision === "allowed";
  return (
    <Paper withBorder p="lg" radius="md" data-testid="no-departures">
      <Stack gap={4} align="center">
        <Text fw={500}>{t("quickBooking.departure.none")}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t("quickBooking.departure.noneHint")}
        </Text>
        {canCreate && (
          <Anchor component={Link} to={`/${tenant}/${project}/create-events/${experienceTag}`} size="sm">
            {t("availability.createEvents")}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** Loading, failed, none that day, or the list to choose from. */
export function DepartureSection({ view, experienceTag, ...list }: DepartureSectionProps) {
  if (view.isError) return <LoadError onRetry={view.retry} />;
  if (view.isLoading)
    return (
      <Stack gap="xs" data-testid="departures-loading">
        <Skeleton h={56} />
        <Skeleton h={56} />
      </Stack>
    );
  if (view.departures.length === 0) return <NoDepartures experienceTag={experienceTag} />;
  return <DepartureList departures={view.departures} {...list} />;
}
