import { Paper, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { Project } from "@stund/shared/contracts/projects";
import { ApiError } from "../../../../lib/http/api-error";
import { projectKey, useCurrentProject } from "../../../../lib/access/use-current-project";
import { serverFieldErrors } from "../../../../lib/forms/form-validation";
import { SaveButton } from "../../../../components/settings/save-button";
import { SettingsPageFrame } from "../../../../components/settings/settings-page-frame";
import { useUpdateProject, type ProjectFormValues } from "../hooks/use-projects";
import { ProjectImageField } from "./project-form-modal";
import { ProjectFields } from "./project-fields";
import { ProjectTimeZoneForm } from "./project-time-zone-form";
import { useProjectForm } from "./project-form";

/** The project's name, identifier, description and image. */
export function ProjectInformationPage() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  return (
    <SettingsPageFrame
      title={t("projects.settings.information")}
      description={t("projects.settings.informationDescription")}
      // The project guard above has loaded the project already; this only covers a refetch gap.
      isLoading={!project}
      isError={false}
      onRetry={() => undefined}
      testId="project-information-page"
    >
      {project && (
        <Stack gap="md">
          <Paper withBorder p={{ base: "md", sm: "lg" }}>
            <ProjectImageField project={project} />
          </Paper>
          <Paper withBorder p={{ base: "md", sm: "lg" }}>
            <ProjectInformationForm key={project.id} project={project} />
          </Paper>
          <Paper withBorder p={{ base: "md", sm: "lg" }}>
            <ProjectTimeZoneForm key={`${project.id}-${project.timeZone ?? ""}`} project={project} />
          </Paper>
        </Stack>
      )}
    </SettingsPageFrame>
  );
}

/** The saved project's form fields, when the answer carries them. */
function pickFormValues(saved: Partial<Project> | undefined): Partial<ProjectFormValues> {
  if (!saved || typeof saved.identifier !== "string") return {};
  return { name: saved.name, identifier: saved.identifier, description: saved.description };
}

function ProjectInformationForm({ project }: { project: Project }) {
  const { tenant } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateProject();
  const form = useProjectForm(
    { name: project.name, identifier: project.identifier, description: project.description },
    true,
  );
  const submit = form.onSubmit((values) => {
    const body = { ...values, name: values.name.trim(), description: values.description.trim() };
    update.mutate(
      { ...body, id: project.id },
      {
        onSuccess: (saved) => {
          const current = { ...body, ...pickFormValues(saved) };
          form.setValues(current);
          form.resetDirty(current);
          if (current.identifier === project.identifier) {
            void queryClient.invalidateQueries({ queryKey: projectKey(tenant, project.identifier) });
            return;
          }
          // The path carries the identifier: move to the new one, seeded so the page does not flash,
          // then drop the old identifier's entry once nothing shows it.
          queryClient.setQueryData(projectKey(tenant, current.identifier), {
            ...project,
            ...saved,
            ...current,
          });
          void Promise.resolve(
            navigate(`/${tenant}/${current.identifier}/settings/information`, { replace: true }),
          ).then(() => {
            queryClient.removeQueries({ queryKey: projectKey(tenant, project.identifier), exact: true });
            void queryClient.invalidateQueries({ queryKey: projectKey(tenant, current.identifier) });
          });
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(serverFieldErrors(error.problem.errors));
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate data-testid="project-information-form">
      <Stack gap="md">
        <ProjectFields form={form} identifierRequired />
        <SaveButton dirty={form.isDirty()} saving={update.isPending} testId="project-information-save" />
      </Stack>
    </form>
  );
}
