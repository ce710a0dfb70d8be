import { Button, Card, EmptyState, Stack } from "@mantine/core";
import { IconPlus, IconTemplate } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { EventTemplate } from "@stund/shared/contracts/catalogue/events";
import { LoadError } from "../../../../components/load-error";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import { useEventTemplates, useTemplateWrites } from "../api/event-templates-api";
import { useCanEditCatalogue } from "../hooks/use-event-access";
import { LoadingBlocks } from "./loading-blocks";
import { PageTitle } from "./page-title";
import { TemplateRow } from "./template-row";

/** event-templates: reusable presets for creating events. */
export function EventTemplatesPage() {
  const { t } = useTranslation();
  const { tenant, project } = useParams();
  const templates = useEventTemplates();
  const { remove } = useTemplateWrites();
  const canEdit = useCanEditCatalogue();
  const base = `/${tenant}/${project}`;
  const list = templates.data ?? [];
  const confirmDelete = (template: EventTemplate) =>
    openConfirmDialog({
      title: t("events.templates.deleteTitle", { name: template.name }),
      text: t("events.templates.deleteText"),
      confirmLabel: t("common.delete"),
      confirmColor: "red",
      onConfirm: () => remove.mutateAsync(template.id),
    });
  const createButton = canEdit && (
    <Button
      component={Link}
      to={`${base}/create-template`}
      leftSection={<IconPlus size={16} />}
      data-testid="template-create"
    >
      {t("section.createTemplate")}
    </Button>
  );
  return (
    <Stack gap="md" data-testid="event-templates-page">
      <PageTitle
        title={t("section.eventTemplates")}
        description={t("events.templates.description")}
        actions={list.length > 0 ? createButton : undefined}
      />
      {templates.isLoading ? (
        <LoadingBlocks />
      ) : templates.isError ? (
        <LoadError onRetry={() => void templates.refetch()} />
      ) : list.length === 0 ? (
        <Card withBorder p="xl">
          <EmptyState
            icon={<IconTemplate size={32} />}
            variant="light"
            title={t("events.templates.emptyTitle")}
            description={t("events.templates.emptyText")}
            data-testid="empty-state"
          >
            {createButton && <EmptyState.Actions>{createButton}</EmptyState.Actions>}
          </EmptyState>
        </Card>
      ) : (
        <Stack gap="sm" data-testid="template-list">
          {list.map((template) => (
            <TemplateRow
              key={template.id}
              template={template}
              canEdit={canEdit}
              editTo={`${base}/edit-template/${encodeURIComponent(template.id)}`}
              onDelete={() => confirmDelete(template)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
