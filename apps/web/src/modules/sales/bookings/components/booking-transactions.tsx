import { Badge, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { useMoney } from "../../../../lib/formats/use-money";
import { useLocalTime } from "../hooks/use-local-time";
import { transactionResultColour } from "../model/booking-colours";
import { DetailSection } from "./detail-section";

/** A broker of "None" is money taken at the desk. */
const noBroker = "None";

/** Every payment attempt and refund, each its own line with the broker's reference. */
export function BookingTransactions({
  transactions,
  timeZone,
}: {
  transactions: BookingDetail["transactions"];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const localTime = useLocalTime(timeZone);
  const known = (prefix: string, value: string) => t(`${prefix}.${value}`, { defaultValue: value });
  return (
    <DetailSection title={t("bookings.transactions.title")} testId="booking-transactions">
      {transactions.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="transactions-empty">
          {t("bookings.transactions.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" fz="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("bookings.transactions.kind")}</Table.Th>
                <Table.Th>{t("bookings.transactions.method")}</Table.Th>
                <Table.Th>{t("bookings.transactions.broker")}</Table.Th>
                <Table.Th ta="right">{t("bookings.transactions.amount")}</Table.Th>
                <Table.Th>{t("bookings.transactions.result")}</Table.Th>
                <Table.Th>{t("bookings.transactions.reference")}</Table.Th>
                <Table.Th>{t("bookings.transactions.date")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transactions.map((transaction) => (
                <Table.Tr key={transaction.id} data-testid="booking-transaction">
                  <Table.Td>{t(`bookings.kind.${transaction.kind}`)}</Table.Td>
                  <Table.Td>{known("bookings.method", transaction.method)}</Table.Td>
                  <Table.Td>{transaction.broker === noBroker ? "–" : transaction.broker}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {transaction.kind === "Refund" ? "−" : ""}
                    {money(transaction.amount, transaction.currency)}
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={transactionResultColour[transaction.result]}>
                      {t(`bookings.result.${transaction.result}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" ff="monospace">
                        {transaction.brokerReference ?? "–"}
                      </Text>
                      {(transaction.refundReason || transaction.note) && (
                        <Text size="xs" c="dimmed">
                          {[
                            transaction.refundReason &&
                              known("bookings.refundReason", transaction.refundReason),
                            transaction.note,
                          ]
                            .filter(Boolean)
                            .join(" · ")}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{localTime(transaction.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </DetailSection>
  );
}
