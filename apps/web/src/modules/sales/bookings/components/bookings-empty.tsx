import { Button, Card, EmptyState } from "@mantine/core";
import { IconFilterOff, IconSearch, IconTicket } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useAccess } from "../../../../lib/access/use-access";

/** The project has no bookings at all: say so and point to the desk, when the user may book there. */
export function NoBookingsYet() {
  const { t } = useTranslation();
  const { tenant, project } = useParams();
  const canBook = useAccess("quickBooking").decision === "allowed";
  return (
    <Card withBorder p="xl">
      <EmptyState
        icon={<IconTicket size={32} />}
        variant="light"
        title={t("bookings.empty.title")}
        description={t("bookings.empty.text")}
        data-testid="bookings-empty"
      >
        {canBook && (
          <EmptyState.Actions>
            <Button
              component={Link}
              to={`/${tenant}/${project}/quick-booking`}
              data-testid="bookings-quick-booking"
            >
              {t("bookings.empty.quickBooking")}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    </Card>
  );
}

/** Bookings exist, but none passes the filters. */
export function NoBookingsMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconSearch size={28} />}
      title={t("bookings.noMatch.title")}
      description={t("bookings.noMatch.text")}
      data-testid="bookings-no-match"
    >
      <EmptyState.Actions>
        <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
          {t("bookings.filter.clear")}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
