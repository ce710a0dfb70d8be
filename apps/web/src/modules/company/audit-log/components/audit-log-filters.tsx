import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { auditAreas } from "@stund/shared/contracts/audit-log";
import { isValidDate } from "@stund/shared/scheduling/local-date";
import { useAuditActors } from "../api/audit-log-api";
import { isAuditArea, rangeIsReversed, type AuditFilterValues } from "../model/audit-filters";

interface AuditLogFiltersProps {
  values: AuditFilterValues;
  active: boolean;
  onChange: (patch: Partial<AuditFilterValues>) => void;
  onClear: () => void;
}

/** Area, days, person and text: what the log is narrowed to. */
export function AuditLogFilters({ values, active, onChange, onClear }: AuditLogFiltersProps) {
  const { t } = useTranslation();
  const actors = useAuditActors();
  const areaOptions = [
    { value: "", label: t("auditLog.area.all") },
    ...auditAreas.map((area) => ({ value: area, label: t(`auditLog.area.${area}`) })),
  ];
  const dateInput = (key: "from" | "to") => ({
    type: "date",
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = event.currentTarget.value;
      if (next === "" || isValidDate(next)) onChange({ [key]: next });
    },
  });
  return (
    <Stack gap="sm" data-testid="audit-filters">
      <SegmentedControl
        data={areaOptions}
        value={values.area}
        onChange={(value) => onChange({ area: isAuditArea(value) ? value : "" })}
        aria-label={t("auditLog.filter.area")}
        fullWidth
        style={{ maxWidth: 520 }}
        data-testid="audit-area-filter"
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          aria-label={t("auditLog.filter.search")}
          placeholder={t("auditLog.filter.searchPlaceholder")}
          value={values.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
          style={{ flex: "1 1 240px" }}
          data-testid="audit-search"
        />
        {active && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} />}
            onClick={onClear}
            data-testid="audit-filters-clear"
          >
            {t("auditLog.filter.clear")}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label={t("auditLog.filter.from")} {...dateInput("from")} data-testid="audit-from" />
        <TextInput
          label={t("auditLog.filter.to")}
          {...dateInput("to")}
          error={rangeIsReversed(values) ? t("auditLog.filter.toBeforeFrom") : undefined}
          data-testid="audit-to"
        />
        <Select
          label={t("auditLog.filter.person")}
          placeholder={t("auditLog.filter.anyone")}
          data={(actors.data ?? []).map((actor) => ({ value: actor.id, label: actor.name }))}
          value={values.actorId || null}
          onChange={(value) => onChange({ actorId: value ?? "" })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="audit-person-filter"
        />
      </SimpleGrid>
    </Stack>
  );
}
