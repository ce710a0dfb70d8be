import { Card, EmptyState, Skeleton, Stack, Text, Title } from "@mantine/core";
import { MonthPickerInput } from "@mantine/dates";
import { IconCalendar, IconFileInvoice } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { dateLocales } from "@stund/shared/format/dates";
import { LoadError } from "../../../../components/load-error";
import { useLanguage } from "../../../../lib/language/use-language";
import { useInvoices } from "../api/subscription.queries";
import { InvoiceRow } from "./invoice-row";
import { UpcomingInvoice } from "./upcoming-invoice";

const firstOfThisMonth = () => dayjs().startOf("month").format("YYYY-MM-DD");

/** Settings → subscription → paid-invoices: the upcoming invoice and the invoices of a chosen month. */
export function PaidInvoicesPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const tenant = useParams().tenant!;
  const [month, setMonth] = useState<string>(firstOfThisMonth);
  const invoices = useInvoices(tenant, dayjs(month).format("YYYY-MM"));
  return (
    <Stack gap="md" data-testid="paid-invoices-page">
      <div>
        <Title order={3}>{t("section.paidInvoices")}</Title>
        <Text c="dimmed" size="sm">
          {t("invoices.description")}
        </Text>
      </div>
      <UpcomingInvoice tenant={tenant} />
      <MonthPickerInput
        label={t("invoices.month")}
        value={month}
        onChange={(value) => value && setMonth(dayjs(value).format("YYYY-MM-DD"))}
        maxDate={new Date()}
        valueFormat="MMMM YYYY"
        locale={dateLocales[language]}
        leftSection={<IconCalendar size={16} />}
        maw={{ base: "100%", xs: 260 }}
        data-testid="invoice-month"
      />
      {invoices.isPending ? (
        <Stack data-testid="page-loading">
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      ) : invoices.isError ? (
        <LoadError onRetry={() => void invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <Card withBorder p="xl">
          <EmptyState
            icon={<IconFileInvoice size={32} />}
            variant="light"
            title={t("invoices.empty.title")}
            description={t("invoices.empty.text")}
            data-testid="empty-state"
          />
        </Card>
      ) : (
        <Stack gap="sm" data-testid="invoice-list">
          {invoices.data.map((invoice) => (
            <InvoiceRow key={invoice.id} tenant={tenant} invoice={invoice} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
