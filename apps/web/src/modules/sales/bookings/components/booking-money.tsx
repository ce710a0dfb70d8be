import { Divider, Stack, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { localizedText } from "../../../../lib/language/localized-text";
import { useMoney } from "../../../../lib/formats/use-money";
import { useLanguage } from "../../../../lib/language/use-language";
import { balanceOf } from "../model/balance";
import { DetailSection, Fact } from "./detail-section";

/** Tickets at the prices they were sold for, the VAT in them and where the money stands. */
export function BookingMoney({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const moneyOf = useMoney();
  const money = (minor: number) => moneyOf(minor, booking.currency);
  const balance = balanceOf(booking);
  return (
    <DetailSection title={t("bookings.detail.items")} testId="booking-money">
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("bookings.detail.ticket")}</Table.Th>
              <Table.Th ta="right">{t("bookings.detail.quantity")}</Table.Th>
              <Table.Th ta="right">{t("bookings.detail.unitPrice")}</Table.Th>
              <Table.Th ta="right">{t("bookings.detail.amount")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {booking.items.map((item) => (
              <Table.Tr key={item.ticketCategoryId} data-testid="booking-item">
                <Table.Td>{localizedText(item.name, language)}</Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {money(item.unitPrice)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {money(item.quantity * item.unitPrice)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={6}>
        <Fact label={t("bookings.totals.subtotal")} testId="booking-subtotal">
          {money(booking.subtotal)}
        </Fact>
        {booking.discount > 0 && (
          <Fact label={t("bookings.totals.discount")} testId="booking-discount">
            −{money(booking.discount)}
          </Fact>
        )}
        {booking.vat.map((line) => (
          <Fact
            key={line.rate}
            label={t("bookings.detail.vat", { rate: line.rate, net: money(line.net) })}
            testId="booking-vat"
          >
            {money(line.vat)}
          </Fact>
        ))}
        <Divider />
        <Fact label={t("bookings.totals.total")} strong testId="booking-total">
          {money(booking.total)}
        </Fact>
        <Fact label={t("bookings.totals.paid")} testId="booking-paid">
          {money(booking.paid)}
        </Fact>
        {booking.refunded > 0 && (
          <Fact label={t("bookings.totals.refunded")} testId="booking-refunded">
            {money(booking.refunded)}
          </Fact>
        )}
        <Fact label={t("bookings.totals.balance")} strong testId="booking-balance">
          {money(balance)}
        </Fact>
      </Stack>
    </DetailSection>
  );
}
