import { Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Booking } from "@stund/shared/contracts/bookings/bookings";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { localizedText } from "../../../../lib/language/localized-text";
import { useMoney } from "../../../../lib/formats/use-money";
import { useLanguage } from "../../../../lib/language/use-language";
import type { DeskPayment } from "../model/booking-form";
import { departureTime } from "../model/departures";
import { DeskCardPayment } from "./desk-card-payment";

interface BookingReceiptProps {
  booking: Booking;
  departure: StundEvent;
  payment: DeskPayment;
  onNewBooking: () => void;
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={testId}>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: "nowrap" }}>
        {value}
      </Text>
    </Group>
  );
}

/** The booking as the server made it: what to tell the customer and what was paid. */
export function BookingReceipt({ booking, departure, payment, onNewBooking }: BookingReceiptProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const moneyOf = useMoney();
  const money = (minor: number) => moneyOf(minor, booking.currency);
  const dates = useDateFormat();
  const customer = [booking.customer.name, booking.customer.email, booking.customer.phone].filter(Boolean);
  const balance = booking.total - booking.paid;
  const paidText =
    booking.paymentStatus === "Paid"
      ? booking.total === 0
        ? t("quickBooking.receipt.nothingToPay")
        : t("quickBooking.receipt.paidCash")
      : booking.status === "Pending"
        ? t("quickBooking.receipt.awaitingCard", { amount: money(balance) })
        : t("quickBooking.receipt.unpaid", { amount: money(balance) });
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      data-testid="booking-receipt"
      aria-live="polite"
    >
      <Stack gap="sm">
        <Group gap="xs">
          <IconCircleCheck size={22} color="var(--mantine-color-green-7)" />
          <Title order={3}>{t("quickBooking.receipt.title")}</Title>
        </Group>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase">
            {t("quickBooking.receipt.reference")}
          </Text>
          <Text ff="monospace" fw={700} fz={{ base: 32, sm: 40 }} lh={1.1} data-testid="receipt-reference">
            {booking.reference}
          </Text>
        </div>
        <Row
          label={t("quickBooking.receipt.departure")}
          value={`${localizedText(departure.experienceName, language)} · ${dates.short(departure.localStart.slice(0, 10))} ${departureTime(departure)}`}
          testId="receipt-departure"
        />
        <Row
          label={t("quickBooking.receipt.customer")}
          value={customer.length > 0 ? customer.join(" · ") : t("quickBooking.receipt.walkIn")}
        />
        <Divider label={t("quickBooking.receipt.items")} labelPosition="left" />
        {booking.items.map((item) => (
          <Row
            key={item.ticketCategoryId}
            label={`${item.quantity} × ${localizedText(item.name, language)} (${money(item.unitPrice)})`}
            value={money(item.quantity * item.unitPrice)}
            testId="receipt-item"
          />
        ))}
        <Divider />
        {booking.vat.map((line) => (
          <Row
            key={line.rate}
            label={t("quickBooking.receipt.vat", { rate: line.rate, net: money(line.net) })}
            value={money(line.vat)}
            testId="receipt-vat"
          />
        ))}
        <Row
          label={t("quickBooking.receipt.total")}
          value={money(booking.total)}
          strong
          testId="receipt-total"
        />
        <Text
          fw={600}
          c={booking.paymentStatus === "Paid" ? "green.8" : "orange.8"}
          data-testid="receipt-payment"
        >
          {paidText}
        </Text>
        {booking.status === "Pending" && (payment === "Card" || payment === "Link") && (
          <DeskCardPayment bookingId={booking.id} kind={payment} email={booking.customer.email} />
        )}
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={onNewBooking}
          autoFocus
          data-testid="new-booking"
        >
          {t("quickBooking.receipt.newBooking")}
        </Button>
      </Stack>
    </Paper>
  );
}
