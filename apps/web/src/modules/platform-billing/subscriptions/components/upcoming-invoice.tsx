import { Divider, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Invoice } from "@stund/shared/contracts/billing";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { useUpcomingInvoice } from "../api/subscription.queries";
import { formatEuro } from "../plan-format";

/** The invoice the next period will bring, line by line; says so when there is none. */
export function UpcomingInvoice({ tenant }: { tenant: string }) {
  const { t } = useTranslation();
  const upcoming = useUpcomingInvoice(tenant);
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" data-testid="upcoming-invoice">
      <Stack gap="sm">
        <Title order={4}>{t("invoices.upcoming.title")}</Title>
        {upcoming.isPending ? (
          <Skeleton h={40} />
        ) : upcoming.isError ? (
          <Text size="sm" c="red">
            {t("common.loadError")}
          </Text>
        ) : upcoming.data ? (
          <UpcomingLines invoice={upcoming.data} />
        ) : (
          <Text size="sm" c="dimmed" data-testid="upcoming-invoice-empty">
            {t("invoices.upcoming.empty")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function UpcomingLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t("invoices.period", {
          start: dates.short(invoice.periodStart),
          end: dates.short(invoice.periodEnd),
        })}
      </Text>
      {invoice.lines.map((line, index) => (
        <Group key={index} justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text size="sm">{t(`invoices.line.${line.kind}`)}</Text>
            {line.description && (
              <Text size="xs" c="dimmed">
                {line.description}
              </Text>
            )}
          </div>
          <Text size="sm" style={{ whiteSpace: "nowrap" }}>
            {formatEuro(line.amount)}
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between" gap="sm">
        <Text fw={600}>{t("invoices.upcoming.total")}</Text>
        <Text fw={700} data-testid="upcoming-invoice-total">
          {formatEuro(invoice.total)}
        </Text>
      </Group>
    </Stack>
  );
}
