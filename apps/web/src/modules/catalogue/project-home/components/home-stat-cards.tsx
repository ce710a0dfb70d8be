import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ProjectHome } from "@stund/shared/contracts/catalogue/project-home";

/** The project at a glance: experiences, published ones, departures this week, flagged events. */
export function HomeStatCards({ counts }: { counts: ProjectHome["counts"] }) {
  const { t } = useTranslation();
  const cards = [
    { key: "experiences", label: t("home.stat.experiences"), value: counts.experiences },
    { key: "published", label: t("home.stat.published"), value: counts.publishedExperiences },
    { key: "next7Days", label: t("home.stat.next7Days"), value: counts.eventsNext7Days },
    {
      key: "flagged",
      label: t("home.stat.flagged"),
      value: counts.flaggedEvents,
      colour: counts.flaggedEvents > 0 ? "orange" : undefined,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="home-stats">
      {cards.map((card) => (
        <Paper withBorder p="md" key={card.key} data-testid={`stat-${card.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={2}>
            {card.label}
          </Text>
          <Text fz={28} fw={700} c={card.colour} lh={1.2}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
