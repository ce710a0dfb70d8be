import { Button, Card, EmptyState, Group, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { IconMap2, IconPlus, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { LoadError } from "../../../../components/load-error";
import { useLanguage } from "../../../../lib/language/use-language";
import { useExperiences, type ExperienceFilters } from "../../../../lib/queries/experience-queries";
import { useCanEditCatalogue } from "../hooks/use-can-edit-catalogue";
import { useExperienceActions } from "../hooks/use-experience-actions";
import { ExperienceCardList } from "./experience-card-list";
import { ExperienceListFilters, type ListFilterValues } from "./experience-list-filters";
import { ExperienceListSkeleton } from "./experience-list-skeleton";
import { ExperiencesTable } from "./experiences-table";

/** Typing settles for this long before the list is asked again. */
const searchDelayMs = 300;

/** Filters live in the address, so going to an experience and back keeps them. */
function useListFilters() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get("search") ?? "");
  const [debounced] = useDebouncedValue(search, searchDelayMs);
  const status = params.get("status") ?? "";
  const channel = params.get("channel") ?? "";
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced.trim()) next.set("search", debounced.trim());
        else next.delete("search");
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);
  const values: ListFilterValues = { search, status, channel };
  const change = (next: ListFilterValues) => {
    setSearch(next.search);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of ["status", "channel"] as const) {
          if (next[key]) updated.set(key, next[key]);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  };
  const active = Boolean(debounced.trim() || status || channel);
  return { values, change, query: { search: debounced.trim(), status, channel }, active };
}

/** The project's experiences (docs/product.md §7.1) with their state, price from and upcoming departures. */
export function ExperiencesPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { tenant, project } = useParams();
  const filters = useListFilters();
  // The address's status and channel go to the API as they are; the server checks them.
  const experiences = useExperiences({
    search: filters.query.search || undefined,
    status: (filters.query.status || undefined) as ExperienceFilters["status"],
    channel: (filters.query.channel || undefined) as ExperienceFilters["channel"],
    language,
  });
  const canEdit = useCanEditCatalogue() ?? false;
  const actions = useExperienceActions();
  // Read at once, so a phone does not first render the table.
  const narrow = useMediaQuery("(max-width: 74.99em)", false, { getInitialValueInEffect: false });
  const list = experiences.data ?? [];
  const createPath = `/${tenant}/${project}/create-experience`;
  const createButton = (
    <Button
      component={Link}
      to={createPath}
      leftSection={<IconPlus size={16} />}
      data-testid="experience-create"
    >
      {t("section.createExperience")}
    </Button>
  );
  return (
    <Stack gap="md" data-testid="experiences-page">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: "1 1 240px" }}>
          <Title order={2}>{t("section.experiences")}</Title>
          <Text c="dimmed" size="sm">
            {t("experiences.list.description")}
          </Text>
        </div>
        {canEdit && createButton}
      </Group>
      <ExperienceListFilters values={filters.values} onChange={filters.change} />
      {experiences.isLoading ? (
        <ExperienceListSkeleton />
      ) : experiences.isError ? (
        <LoadError onRetry={() => void experiences.refetch()} />
      ) : list.length === 0 && filters.active ? (
        <EmptyState
          icon={<IconSearch size={28} />}
          title={t("experiences.noMatch.title")}
          description={t("experiences.noMatch.text")}
          data-testid="experiences-no-match"
        />
      ) : list.length === 0 ? (
        <Card withBorder p="xl">
          <EmptyState
            icon={<IconMap2 size={32} />}
            variant="light"
            title={t("experiences.empty.title")}
            description={canEdit ? t("experiences.empty.text") : t("experiences.empty.textReadOnly")}
            data-testid="empty-state"
          >
            {canEdit && <EmptyState.Actions>{createButton}</EmptyState.Actions>}
          </EmptyState>
        </Card>
      ) : narrow ? (
        <ExperienceCardList experiences={list} canEdit={canEdit} actions={actions} />
      ) : (
        <Card withBorder padding={0}>
          <ExperiencesTable experiences={list} canEdit={canEdit} actions={actions} />
        </Card>
      )}
    </Stack>
  );
}
