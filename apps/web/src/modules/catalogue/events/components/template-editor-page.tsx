import { Alert, Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError } from "../../../../lib/http/api-error";
import { LoadError } from "../../../../components/load-error";
import { SectionGuard } from "../../../../components/access/section-guard";
import { useExperience, useExperiences } from "../../../../lib/queries/experience-queries";
import { useEventTemplate, useTemplateWrites } from "../api/event-templates-api";
import { LoadingBlocks } from "./loading-blocks";
import { PageTitle } from "./page-title";
import { TemplateForm } from "./template-form";

/** create-template and edit-template/{id}. */
export function TemplateEditorPage() {
  return (
    <SectionGuard section="catalogueEdit">
      <TemplateEditor />
    </SectionGuard>
  );
}

function TemplateEditor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tenant, project, id } = useParams();
  const template = useEventTemplate(id);
  const experience = useExperience(template.data?.experienceId ?? undefined);
  const experiences = useExperiences();
  const { save } = useTemplateWrites();
  const listPath = `/${tenant}/${project}/event-templates`;
  const title = id ? t("events.templates.editTitle") : t("section.createTemplate");

  const content = () => {
    if (template.isError)
      return template.error instanceof ApiError && template.error.status === 404 ? (
        <Alert color="orange" data-testid="template-missing">
          {t("events.templates.notFound")}
        </Alert>
      ) : (
        <LoadError onRetry={() => void template.refetch()} />
      );
    if (experiences.isError) return <LoadError onRetry={() => void experiences.refetch()} />;
    if (experience.isError) return <LoadError onRetry={() => void experience.refetch()} />;
    const waiting =
      experiences.isLoading || (id && !template.data) || (template.data?.experienceId && !experience.data);
    if (waiting) return <LoadingBlocks count={3} />;
    return (
      <TemplateForm
        key={template.data?.updatedAt ?? "new"}
        template={template.data}
        initialExperience={experience.data}
        experiences={experiences.data ?? []}
        saving={save.isPending}
        onSave={(body) => save.mutate({ id, body }, { onSuccess: () => void navigate(listPath) })}
        secondaryAction={
          <Button component={Link} to={listPath} variant="default">
            {t("common.cancel")}
          </Button>
        }
      />
    );
  };

  return (
    <Stack gap="md" data-testid="template-editor-page">
      <PageTitle title={title} description={t("events.templates.editorDescription")} />
      {content()}
    </Stack>
  );
}
