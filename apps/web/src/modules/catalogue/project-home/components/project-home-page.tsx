import { Grid, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../../components/load-error";
import { useCurrentProject } from "../../../../lib/access/use-current-project";
import { useLanguage } from "../../../../lib/language/use-language";
import { useAvailabilityHub } from "../../availability/hooks/use-availability-hub";
import { useProjectHome } from "../api/home-api";
import { DepartureList } from "./departure-list";
import { HomeShortcuts } from "./home-shortcuts";
import { HomeStatCards } from "./home-stat-cards";
import { RecentChanges } from "./recent-changes";

function HomeLoading() {
  return (
    <Stack gap="md" data-testid="page-loading">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {[0, 1, 2, 3].map((n) => (
          <Paper withBorder p="md" key={n}>
            <Skeleton h={12} w="60%" mb="sm" />
            <Skeleton h={28} w="30%" />
          </Paper>
        ))}
      </SimpleGrid>
      <Skeleton h={160} />
      <Skeleton h={160} />
    </Stack>
  );
}

/**
 * The project's front page: shortcuts, counts, today's departures, the next 7 days and recent
 * changes. Seats follow bookings live through the availability hub.
 */
export function ProjectHomePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const project = useCurrentProject();
  const home = useProjectHome();
  useAvailabilityHub();
  return (
    <Stack gap="md" data-testid="project-home">
      <div>
        <Title order={2}>{project?.name ?? t("section.home")}</Title>
        <Text c="dimmed" size="sm">
          {t("home.subtitle")}
        </Text>
      </div>
      <HomeShortcuts />
      {home.isLoading ? (
        <HomeLoading />
      ) : home.isError || !home.data ? (
        <LoadError onRetry={() => void home.refetch()} />
      ) : (
        <>
          <HomeStatCards counts={home.data.counts} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <DepartureList
                  title={t("home.today")}
                  emptyText={t("home.noDeparturesToday")}
                  events={home.data.today}
                  language={language}
                  testId="today"
                />
                <DepartureList
                  title={t("home.upcoming")}
                  emptyText={t("home.noUpcoming")}
                  events={home.data.upcoming}
                  language={language}
                  groupByDate
                  testId="upcoming"
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <RecentChanges changes={home.data.recentChanges} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
