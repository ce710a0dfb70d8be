import { Badge, Button, Collapse, Group, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { bookingStatuses, paymentStatuses } from "@stund/shared/bookings/enums";
import { salesChannels } from "@stund/shared/enums";
import { isValidDate } from "@stund/shared/scheduling/local-date";
import { useCurrentProject } from "../../../../lib/access/use-current-project";
import { useLanguage } from "../../../../lib/language/use-language";
import { useExperiences } from "../../../../lib/queries/experience-queries";
import { localizedText } from "../../../../lib/language/localized-text";
import { useSalesUnits } from "../../../../lib/queries/sales-unit-queries";
import { filterKeys, rangeIsReversed, type BookingFilterValues } from "../model/booking-filters";

/** On a phone the filters fold away behind a button, so the list starts near the top. */
const foldedMaxWidth = "(max-width: 47.99em)";

interface BookingFilterBarProps {
  values: BookingFilterValues;
  active: boolean;
  onChange: (patch: Partial<BookingFilterValues>) => void;
  onClear: () => void;
}

/** Search and the list's filters; every choice goes to the address (see useBookingFilters). */
export function BookingFilterBar({ values, active, onChange, onClear }: BookingFilterBarProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const folded = useMediaQuery(foldedMaxWidth, false, { getInitialValueInEffect: false });
  const [unfolded, setUnfolded] = useState(false);
  const chosen = filterKeys.filter((key) => key !== "q" && values[key] !== "").length;
  const project = useCurrentProject();
  const experiences = useExperiences();
  const salesUnits = useSalesUnits(project?.id);
  const experienceOptions = (experiences.data ?? []).map((experience) => ({
    value: experience.id,
    label: localizedText(experience.name, language),
  }));
  const unitOptions = (salesUnits.data ?? []).map((unit) => ({ value: unit.id, label: unit.name }));
  const select = (key: keyof BookingFilterValues) => ({
    value: values[key] || null,
    onChange: (value: string | null) => onChange({ [key]: value ?? "" }),
    clearable: true,
    comboboxProps: { withinPortal: true },
  });
  const dateInput = (key: "from" | "to") => ({
    type: "date",
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = event.currentTarget.value;
      if (next === "" || isValidDate(next)) onChange({ [key]: next });
    },
  });

  return (
    <Stack gap="sm" data-testid="booking-filters">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          aria-label={t("bookings.filter.search")}
          placeholder={t("bookings.filter.searchPlaceholder")}
          value={values.q}
          onChange={(event) => onChange({ q: event.currentTarget.value })}
          style={{ flex: "1 1 260px" }}
          data-testid="booking-search"
        />
        {folded && (
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            rightSection={
              chosen > 0 ? (
                <Badge size="sm" circle>
                  {chosen}
                </Badge>
              ) : undefined
            }
            onClick={() => setUnfolded((open) => !open)}
            aria-expanded={unfolded}
            data-testid="booking-filters-toggle"
          >
            {t("bookings.filter.toggle")}
          </Button>
        )}
        {active && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} />}
            onClick={onClear}
            data-testid="booking-filters-clear"
          >
            {t("bookings.filter.clear")}
          </Button>
        )}
      </Group>
      <Collapse expanded={!folded || unfolded}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <TextInput label={t("bookings.filter.from")} {...dateInput("from")} data-testid="booking-from" />
          <TextInput
            label={t("bookings.filter.to")}
            {...dateInput("to")}
            error={rangeIsReversed(values) ? t("bookings.filter.toBeforeFrom") : undefined}
            data-testid="booking-to"
          />
          <Select
            label={t("bookings.filter.experience")}
            placeholder={t("bookings.filter.allExperiences")}
            data={experienceOptions}
            searchable
            {...select("experienceId")}
            data-testid="booking-experience-filter"
          />
          <Select
            label={t("bookings.filter.status")}
            placeholder={t("bookings.filter.allStatuses")}
            data={bookingStatuses.map((status) => ({ value: status, label: t(`bookings.status.${status}`) }))}
            {...select("status")}
            data-testid="booking-status-filter"
          />
          <Select
            label={t("bookings.filter.paymentStatus")}
            placeholder={t("bookings.filter.allPaymentStatuses")}
            data={paymentStatuses.map((status) => ({
              value: status,
              label: t(`bookings.paymentStatus.${status}`),
            }))}
            {...select("paymentStatus")}
            data-testid="booking-payment-filter"
          />
          <Select
            label={t("bookings.filter.channel")}
            placeholder={t("bookings.filter.allChannels")}
            data={salesChannels.map((channel) => ({
              value: channel,
              label: t(`bookings.channel.${channel}`),
            }))}
            {...select("channel")}
            data-testid="booking-channel-filter"
          />
          {unitOptions.length > 0 && (
            <Select
              label={t("bookings.filter.salesUnit")}
              placeholder={t("bookings.filter.allSalesUnits")}
              data={unitOptions}
              {...select("salesUnitId")}
              data-testid="booking-sales-unit-filter"
            />
          )}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
