import { Button, Divider, Group, Modal, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "@stund/shared/contracts/projects";
import { ApiError } from "../../../../lib/http/api-error";
import { serverFieldErrors } from "../../../../lib/forms/form-validation";
import { ImageUploadField } from "../../company-settings/components/image-upload-field";
import {
  useCreateProject,
  useProjectImage,
  useUpdateProject,
  type ProjectFormValues,
} from "../hooks/use-projects";
import { ProjectFields } from "./project-fields";
import { useProjectForm, type ProjectForm } from "./project-form";

interface ProjectFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The project to edit; absent to create one. */
  project?: Project;
}

/** Create or edit a project in a modal. */
export function ProjectFormModal({ opened, onClose, project }: ProjectFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={project ? t("projects.form.editTitle") : t("projects.form.createTitle")}
      size="lg"
      data-testid="project-form-modal"
    >
      {opened && <ProjectFormBody key={project?.id ?? "new"} project={project} onDone={onClose} />}
    </Modal>
  );
}

const fromServer = (form: ProjectForm, error: unknown) => {
  if (error instanceof ApiError)
    form.setErrors(serverFieldErrors(error.problem.errors, (field) => (field === "Name" ? "name" : field)));
};

function ProjectFormBody({ project, onDone }: { project?: Project; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateProject();
  const update = useUpdateProject();
  const [identifierTyped, setIdentifierTyped] = useState(Boolean(project));
  const initial: ProjectFormValues = {
    name: project?.name ?? "",
    identifier: project?.identifier ?? "",
    description: project?.description ?? "",
  };
  const form = useProjectForm(initial, Boolean(project));
  const saving = create.isPending || update.isPending;
  const submit = form.onSubmit((values) => {
    const options = { onSuccess: onDone, onError: (error: unknown) => fromServer(form, error) };
    if (project) update.mutate({ ...values, id: project.id }, options);
    else create.mutate(values, options);
  });
  return (
    <Stack gap="md">
      {project && <ProjectImageField project={project} />}
      {project && <Divider />}
      <form onSubmit={submit} noValidate data-testid="project-form">
        <Stack gap="md">
          <ProjectFields
            form={form}
            followName={!identifierTyped}
            onIdentifierTyped={() => setIdentifierTyped(true)}
            identifierRequired={Boolean(project)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t("common.cancel")}
            </Button>
            <Button
              type="submit"
              disabled={saving || (project ? !form.isDirty() : false)}
              data-testid="project-save"
            >
              {saving ? t("common.saving") : project ? t("common.save") : t("common.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export function ProjectImageField({ project }: { project: Project }) {
  const { t } = useTranslation();
  const image = useProjectImage(project.id);
  return (
    <ImageUploadField
      label={t("projects.form.image")}
      image={project.image}
      onUpload={image.upload}
      onRemove={image.remove}
      testId="project-image"
    />
  );
}
