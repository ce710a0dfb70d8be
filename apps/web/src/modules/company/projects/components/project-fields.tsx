import { Stack, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { normaliseIdentifier } from "@stund/shared/identifier";
import { TextField } from "../../../../components/inputs/text-field";
import { charLimit } from "../../../../lib/forms/form-validation";
import type { ProjectForm } from "./project-form";

interface ProjectFieldsProps {
  form: ProjectForm;
  /** While true, the identifier follows the name (a new project whose identifier nobody typed). */
  followName?: boolean;
  onIdentifierTyped?: () => void;
  /** An existing project always has an identifier; a new one may leave it to the server. */
  identifierRequired?: boolean;
}

/** Name, identifier (normalised as it is typed, docs/product.md §6.2) and description. */
export function ProjectFields({
  form,
  followName,
  onIdentifierTyped,
  identifierRequired,
}: ProjectFieldsProps) {
  const { t } = useTranslation();
  const { tenant } = useParams();
  const identifier = form.values.identifier;
  return (
    <Stack gap="md">
      <TextField
        label={t("projects.form.name")}
        required
        data-autofocus
        {...form.getInputProps("name")}
        value={form.values.name}
        onChange={(name) => {
          form.setFieldValue("name", name);
          if (followName) form.setFieldValue("identifier", normaliseIdentifier(name).slice(0, 63));
        }}
        data-testid="project-name"
      />
      <TextField
        label={t("projects.form.identifier")}
        required={identifierRequired}
        description={t("projects.form.identifierHelp")}
        maxLength={63}
        {...form.getInputProps("identifier")}
        value={form.values.identifier}
        onChange={(value) => {
          onIdentifierTyped?.();
          form.setFieldValue("identifier", normaliseIdentifier(value));
        }}
        data-testid="project-identifier"
      />
      {identifier && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }} data-testid="project-path-preview">
          {t("projects.form.pathPreview", { path: `/${tenant}/${identifier}/home` })}
        </Text>
      )}
      <Textarea
        label={t("projects.form.description")}
        autosize
        minRows={3}
        maxRows={8}
        {...charLimit(form.values.description, t, 2000)}
        {...form.getInputProps("description")}
        data-testid="project-description"
      />
    </Stack>
  );
}
