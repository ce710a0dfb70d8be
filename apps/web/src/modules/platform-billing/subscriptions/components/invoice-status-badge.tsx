import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Invoice } from "@stund/shared/contracts/billing";

const colors: Record<Invoice["status"], string> = {
  paid: "green",
  open: "blue",
  draft: "gray",
  failed: "red",
  void: "gray",
};

export function InvoiceStatusBadge({ status }: { status: Invoice["status"] }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" data-testid="invoice-status">
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}
