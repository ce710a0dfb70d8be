import { Badge, Group, Paper, Radio, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PublicEvent } from "@stund/shared/contracts/bookings/public";
import { useStorefrontFormat } from "../hooks/use-storefront-format";
import { isBookable } from "../model/departures";

interface DepartureListProps {
  day: string;
  departures: readonly PublicEvent[];
  value: string | undefined;
  onChange: (id: string) => void;
  error?: string;
}

/** The chosen day's departures with their times and seats left; sold-out ones cannot be chosen. */
export function DepartureList({ day, departures, value, onChange, error }: DepartureListProps) {
  const { t } = useTranslation();
  const format = useStorefrontFormat();
  return (
    <Radio.Group
      label={t("storefront.departure.label", { day: format.day(`${day}T12:00:00`) })}
      description={t("storefront.departure.timeZone", { zone: format.timeZone })}
      value={value ?? null}
      onChange={onChange}
      error={error}
      name="departure"
    >
      <Stack gap="xs" mt={6}>
        {departures.map((event) => {
          const bookable = isBookable(event);
          return (
            <Paper key={event.id} withBorder p="sm" radius="sm" data-testid="departure">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Radio
                  value={event.id}
                  disabled={!bookable}
                  label={
                    <Text fw={600} span>
                      {format.time(event.start)}–{format.time(event.end)}
                    </Text>
                  }
                  description={
                    bookable ? t("storefront.departure.seatsLeft", { count: event.available }) : undefined
                  }
                  data-testid={`departure-${event.id}`}
                />
                <Group gap={4} wrap="nowrap">
                  {event.delayed && (
                    <Badge color="blue" variant="light">
                      {t("storefront.departure.delayed")}
                    </Badge>
                  )}
                  {!bookable && <Badge color="red">{t("storefront.departure.soldOut")}</Badge>}
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
