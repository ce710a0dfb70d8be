import { Card, EmptyState, SimpleGrid, Stack } from "@mantine/core";
import { IconCode } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { LoadError } from "../../../../components/load-error";
import type { SettingsLevel } from "../../../../lib/http/settings-level";
import { ListLoading } from "../../../../components/lists/list-loading";
import { ListPageHeader } from "../../../../components/lists/list-page-header";
import { useLanguage } from "../../../../lib/language/use-language";
import { useWidgetExperiences } from "../api/widget-experiences-api";
import { defaultWidgetChoice, widgetOptionsOf, type WidgetChoice } from "../model/widget-choice";
import { widgetSnippet } from "../model/widget-snippet";
import { WidgetForm } from "./widget-form";
import { WidgetPreview } from "./widget-preview";
import { WidgetSnippetCard } from "./widget-snippet-card";

/**
 * Settings → widgets (docs/product.md §10.4), for the company or one project: staff choose what the
 * booking widget shows, copy the code for their website and try the widget live below. The
 * widget is served by this host, so the code points here.
 */
export function WidgetsPage({ level }: { level: SettingsLevel }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { tenant = "", project } = useParams();
  const experiences = useWidgetExperiences(level);
  const [choice, setChoice] = useState<WidgetChoice>(defaultWidgetChoice);
  const origin = window.location.origin;
  const list = experiences.data ?? [];
  const options = widgetOptionsOf(tenant, choice, list, language, level === "project" ? project : undefined);

  return (
    <Stack gap="md" data-testid="widgets-page">
      <ListPageHeader
        title={t("section.widgets")}
        description={t(level === "project" ? "widgets.descriptionProject" : "widgets.description")}
      />
      {experiences.isLoading ? (
        <ListLoading />
      ) : experiences.isError ? (
        <LoadError onRetry={experiences.refetch} />
      ) : list.length === 0 ? (
        <Card withBorder p="xl">
          <EmptyState
            icon={<IconCode size={32} />}
            variant="light"
            title={t("widgets.empty.title")}
            description={t(level === "project" ? "widgets.empty.textProject" : "widgets.empty.text")}
            data-testid="empty-state"
          />
        </Card>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Card withBorder padding="md">
              <WidgetForm choice={choice} options={options} experiences={list} onChange={setChoice} />
            </Card>
            <WidgetSnippetCard snippet={widgetSnippet(origin, options)} />
          </SimpleGrid>
          <WidgetPreview origin={origin} options={options} />
        </>
      )}
    </Stack>
  );
}
