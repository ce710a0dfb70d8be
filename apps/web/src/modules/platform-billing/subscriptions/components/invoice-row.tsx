import { Group, Paper, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Invoice } from "@stund/shared/contracts/billing";
import { DownloadButton } from "../../../../components/download-button";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { invoiceDownloadUrl } from "../api/subscriptions.api";
import { formatEuro } from "../plan-format";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** One paid invoice: number, period, total, status and the download of its file. */
export function InvoiceRow({ tenant, invoice }: { tenant: string; invoice: Invoice }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return (
    <Paper withBorder p="md" radius="md" data-testid={`invoice-row-${invoice.id}`}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} data-testid="invoice-number">
            {t("invoices.number", { number: invoice.number })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="invoice-period">
            {t("invoices.period", {
              start: dates.short(invoice.periodStart),
              end: dates.short(invoice.periodEnd),
            })}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap" justify="flex-end">
          <InvoiceStatusBadge status={invoice.status} />
          <Text fw={700} data-testid="invoice-total">
            {formatEuro(invoice.total)}
          </Text>
          <DownloadButton
            url={invoiceDownloadUrl(tenant, invoice.id)}
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} />}
            data-testid="invoice-download"
          >
            {t("invoices.download")}
          </DownloadButton>
        </Group>
      </Group>
    </Paper>
  );
}
