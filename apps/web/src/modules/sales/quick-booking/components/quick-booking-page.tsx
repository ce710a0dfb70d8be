import { Anchor, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTicket } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LoadError } from "../../../../components/load-error";
import { useAccess } from "../../../../lib/access/use-access";
import { useProjectClock } from "../../../../lib/project/project-clock";
import { useBookableExperiences } from "../api/quick-booking-api";
import { QuickBookingDesk } from "./quick-booking-desk";

function NoExperiences() {
  const { t } = useTranslation();
  const { tenant, project } = useParams();
  const canCreate = useAccess("catalogueEdit").decision === "allowed";
  return (
    <Paper withBorder p="xl" radius="md" data-testid="no-experiences">
      <Stack align="center" gap="xs">
        <ThemeIcon variant="light" size="xl" radius="xl">
          <IconTicket size={24} />
        </ThemeIcon>
        <Text ta="center">{t("quickBooking.empty.noExperiences")}</Text>
        {canCreate ? (
          <Anchor
            component={Link}
            to={`/${tenant}/${project}/create-experience`}
            data-testid="create-experience"
          >
            {t("quickBooking.empty.createExperience")}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed" ta="center">
            {t("quickBooking.empty.askManager")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /{tenant}/{project}/quick-booking (docs/product.md §9.8): one keyboard-friendly screen for booking at the
 * desk, from the experience to the receipt. Dates are days of the project's time zone.
 */
export function QuickBookingPage() {
  const { t } = useTranslation();
  const experiences = useBookableExperiences();
  const clock = useProjectClock();
  const { timeZone, today } = clock;
  const failed = experiences.isError || clock.isError;

  return (
    <Stack gap="md" maw={720} data-testid="quick-booking-page">
      <div>
        <Title order={2}>{t("section.quickBooking")}</Title>
        <Text size="sm" c="dimmed">
          {t("quickBooking.intro")}
        </Text>
      </div>
      {failed ? (
        <LoadError
          onRetry={() => {
            void experiences.refetch();
            clock.refetch();
          }}
        />
      ) : !experiences.isSuccess || !timeZone || !today ? (
        <Stack gap="sm" data-testid="quick-booking-loading">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={160} />
        </Stack>
      ) : experiences.bookable.length === 0 ? (
        <NoExperiences />
      ) : (
        <QuickBookingDesk experiences={experiences.bookable} timeZone={timeZone} today={today} />
      )}
    </Stack>
  );
}
