import { Badge, Button, Collapse, MultiSelect, Select, SimpleGrid, Stack } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconFilter } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import { eventStatuses, type EventStatus, type Language } from "@stund/shared/enums";
import type { EventFilters } from "../model/calendar-events";

const filterableStatuses = eventStatuses.filter((status) => status !== "Deleted");

interface AvailabilityFiltersProps {
  filters: EventFilters;
  onChange: (filters: EventFilters) => void;
  experiences: readonly ExperienceSummary[];
  experiencesLoading: boolean;
  language: Language;
}

/** Experience (several), tag and status filters above the calendar; folded away on a phone. */
export function AvailabilityFilters({
  filters,
  onChange,
  experiences,
  experiencesLoading,
  language,
}: AvailabilityFiltersProps) {
  const { t } = useTranslation();
  const experienceOptions = experiences.map((experience) => ({
    value: experience.id,
    label: (language === "IS" ? experience.name.IS : "") || experience.name.EN,
  }));
  const tags = [...new Set(experiences.map((experience) => experience.tag))].sort();
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  const [opened, { toggle }] = useDisclosure(false);
  const active = filters.experienceIds.length + (filters.tag ? 1 : 0) + (filters.status ? 1 : 0);
  const fields = (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="availability-filters">
      <MultiSelect
        label={t("availability.filter.experiences")}
        placeholder={filters.experienceIds.length === 0 ? t("availability.filter.allExperiences") : undefined}
        data={experienceOptions}
        value={filters.experienceIds}
        onChange={(experienceIds) => onChange({ ...filters, experienceIds })}
        searchable
        clearable
        disabled={experiencesLoading}
        nothingFoundMessage={t("dropdown.nothingFound")}
        data-testid="filter-experiences"
      />
      <Select
        label={t("availability.filter.tag")}
        placeholder={t("availability.filter.allTags")}
        data={tags}
        value={filters.tag}
        onChange={(tag) => onChange({ ...filters, tag })}
        searchable
        clearable
        disabled={experiencesLoading}
        nothingFoundMessage={t("dropdown.nothingFound")}
        data-testid="filter-tag"
      />
      <Select
        label={t("availability.filter.status")}
        placeholder={t("availability.filter.allStatuses")}
        data={filterableStatuses.map((status) => ({
          value: status,
          label: t(`availability.status.${status}`),
        }))}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status: status as EventStatus | null })}
        clearable
        data-testid="filter-status"
      />
    </SimpleGrid>
  );
  if (!phone) return fields;
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        leftSection={<IconFilter size={16} />}
        rightSection={
          active > 0 ? (
            <Badge size="sm" circle>
              {active}
            </Badge>
          ) : undefined
        }
        onClick={toggle}
        aria-expanded={opened}
        data-testid="filters-toggle"
        style={{ alignSelf: "flex-start" }}
      >
        {t("availability.filter.toggle")}
      </Button>
      <Collapse expanded={opened}>{fields}</Collapse>
    </Stack>
  );
}
