import { Divider, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { localizedText } from "../../../../lib/language/localized-text";
import { useStorefrontFormat } from "../hooks/use-storefront-format";
import { maxQuantity, seatsOf, totalOf, type TicketLine } from "../model/checkout";
import { QuantityStepper } from "./quantity-stepper";

/** The contract's default maximum: a category left at it has no limit worth showing. */
const defaultMaxPerBooking = 50;

interface TicketSteppersProps {
  experience: PublicExperience;
  quantities: Record<string, number>;
  onChange: (categoryId: string, quantity: number) => void;
  /** Seats left on the chosen departure. */
  available: number | undefined;
  lines: readonly TicketLine[];
  errors: Record<string, string | undefined>;
  problem?: string;
}

/** A row per ticket category with its price and count, and the running total underneath. */
export function TicketSteppers(props: TicketSteppersProps) {
  const { experience, quantities, onChange, available, lines, errors, problem } = props;
  const { t } = useTranslation();
  const format = useStorefrontFormat();
  const seats = seatsOf(lines);
  const otherSeats = (categoryId: string) => seats - (quantities[categoryId] ?? 0);
  return (
    <Stack gap="xs" role="group" aria-labelledby="tickets-heading">
      <Text fw={600} id="tickets-heading">
        {t("storefront.tickets.label")}
      </Text>
      {experience.ticketCategories.map((category) => {
        const name = localizedText(category.name, format.language);
        const left = available === undefined ? undefined : Math.max(0, available - otherSeats(category.id));
        const limited = category.minPerBooking > 1 || category.maxPerBooking < defaultMaxPerBooking;
        const error = errors[`quantities.${category.id}`];
        return (
          <div key={category.id} data-testid="ticket-row">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={500}>{name}</Text>
                <Text size="sm" c="dimmed">
                  {format.money(category.price, experience.currency)}
                  {limited &&
                    ` · ${t("storefront.tickets.limits", { min: category.minPerBooking, max: category.maxPerBooking })}`}
                </Text>
              </div>
              <QuantityStepper
                name={name}
                value={quantities[category.id] ?? 0}
                onChange={(value) => onChange(category.id, value)}
                max={maxQuantity(category, left)}
                testId={`quantity-${category.id}`}
              />
            </Group>
            {error && (
              <Text size="sm" c="red" role="alert">
                {error}
              </Text>
            )}
          </div>
        );
      })}
      <Divider />
      <Group justify="space-between" wrap="nowrap" data-testid="running-total">
        <Text fw={600}>{t("storefront.tickets.total")}</Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t("storefront.tickets.seats", { count: seats })}
          </Text>
          <Text fw={700} size="lg" data-testid="total">
            {format.money(totalOf(lines), experience.currency)}
          </Text>
        </Group>
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert" data-testid="tickets-problem">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
