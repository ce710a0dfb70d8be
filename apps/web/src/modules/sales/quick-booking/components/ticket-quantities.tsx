import { Divider, Group, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import { priceFor } from "@stund/shared/pricing/channel-price";
import { localizedText } from "../../../../lib/language/localized-text";
import { useMoney } from "../../../../lib/formats/use-money";
import { useLanguage } from "../../../../lib/language/use-language";
import type { BookingFormValues } from "../model/booking-form";
import { deskChannel, maxQuantity, type TicketCategory, type TicketLine } from "../model/tickets";
import { QuantityStepper } from "./quantity-stepper";

/** The contract's default maximum: a category left at it has no limit worth showing. */
const defaultMaxPerBooking = 50;

interface TicketQuantitiesProps {
  form: UseFormReturnType<BookingFormValues>;
  categories: readonly TicketCategory[];
  departure: StundEvent | undefined;
  lines: readonly TicketLine[];
  currency: string;
}

/** A row per ticket category with its price and count, and the running total underneath. */
export function TicketQuantities({ form, categories, departure, lines, currency }: TicketQuantitiesProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const seats = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t("quickBooking.tickets.label")}
      </Text>
      {categories.map((category) => {
        const name = localizedText(category.name, language);
        const price = priceFor(category, deskChannel, { event: departure?.priceOverrides });
        const limited = category.minPerBooking > 0 || category.maxPerBooking < defaultMaxPerBooking;
        const path = `quantities.${category.id}`;
        const input = form.getInputProps(path);
        return (
          <Group key={category.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="ticket-row">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                {t("quickBooking.tickets.each", { price: money(price, currency) })}
                {limited &&
                  ` · ${t("quickBooking.tickets.limits", { min: category.minPerBooking, max: category.maxPerBooking })}`}
              </Text>
            </div>
            <QuantityStepper
              name={name}
              value={form.values.quantities[category.id] ?? 0}
              onChange={(value) => form.setFieldValue(path, value)}
              max={maxQuantity(category, departure?.available)}
              error={input.error as React.ReactNode}
              testId={`quantity-${category.id}`}
            />
          </Group>
        );
      })}
      <Divider />
      <Group justify="space-between" wrap="nowrap" data-testid="running-total">
        <Text fw={600}>{t("quickBooking.tickets.total")}</Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t("quickBooking.tickets.seats", { count: seats })}
          </Text>
          <Text fw={700} data-testid="total">
            {money(total, currency)}
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}
