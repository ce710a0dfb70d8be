import { Card, EmptyState } from "@mantine/core";
import { IconTicketOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The address names no booking of this project (or one of another company's, which reads the same). */
export function BookingNotFound() {
  const { t } = useTranslation();
  return (
    <Card withBorder p="xl">
      <EmptyState
        icon={<IconTicketOff size={32} />}
        variant="light"
        color="gray"
        title={t("bookings.detail.notFound.title")}
        description={t("bookings.detail.notFound.text")}
        data-testid="booking-not-found"
      />
    </Card>
  );
}
