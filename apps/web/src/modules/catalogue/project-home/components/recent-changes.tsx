import { Card, Text, Timeline, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../../lib/language/use-language";
import type { ProjectChange } from "@stund/shared/contracts/catalogue/project-home";
import { relativeTime } from "../model/relative-time";

/** The latest changes in the project: what kind, a summary, who and how long ago. */
export function RecentChanges({ changes }: { changes: readonly ProjectChange[] }) {
  const { t } = useTranslation();
  const { tag: locale } = useLanguage();
  const now = new Date();
  return (
    <Card withBorder p="md" data-testid="recent-changes">
      <Title order={4} mb="sm">
        {t("home.recentChanges")}
      </Title>
      {changes.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md" data-testid="recent-changes-empty">
          {t("home.noChanges")}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} active={-1}>
          {changes.map((change) => (
            <Timeline.Item
              key={change.id}
              title={t(`home.activity.${change.kind}`, { defaultValue: t("home.activity.other") })}
              data-testid="recent-change"
            >
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {change.summary}
              </Text>
              <Text size="xs" c="dimmed" title={change.at}>
                {change.userName
                  ? t("home.changedBy", { user: change.userName, time: relativeTime(change.at, now, locale) })
                  : relativeTime(change.at, now, locale)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
