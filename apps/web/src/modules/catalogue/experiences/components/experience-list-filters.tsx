import { Group, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { experienceStatuses, salesChannels } from "@stund/shared/enums";

export interface ListFilterValues {
  search: string;
  status: string;
  channel: string;
}

interface ExperienceListFiltersProps {
  values: ListFilterValues;
  onChange: (values: ListFilterValues) => void;
}

/** Search by name or tag, and narrow by status (archived included) and by sales channel. */
export function ExperienceListFilters({ values, onChange }: ExperienceListFiltersProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<ListFilterValues>) => onChange({ ...values, ...patch });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="experience-filters">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t("experiences.filter.searchPlaceholder")}
        aria-label={t("experiences.filter.search")}
        value={values.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        style={{ flex: "1 1 260px" }}
        data-testid="experience-search"
      />
      <Select
        aria-label={t("experiences.filter.status")}
        placeholder={t("experiences.filter.allStatuses")}
        data={experienceStatuses.map((status) => ({
          value: status,
          label: t(`experiences.status.${status}`),
        }))}
        value={values.status || null}
        onChange={(status) => set({ status: status ?? "" })}
        clearable
        style={{ flex: "1 1 160px", maxWidth: 220 }}
        data-testid="experience-status-filter"
      />
      <Select
        aria-label={t("experiences.filter.channel")}
        placeholder={t("experiences.filter.allChannels")}
        data={salesChannels.map((channel) => ({
          value: channel,
          label: t(`experiences.channel.${channel}`),
        }))}
        value={values.channel || null}
        onChange={(channel) => set({ channel: channel ?? "" })}
        clearable
        style={{ flex: "1 1 160px", maxWidth: 220 }}
        data-testid="experience-channel-filter"
      />
    </Group>
  );
}
