import { ActionIcon, Button, Group, Select, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { AccessSubject } from "@stund/shared/access/rules";
import { grantableProjectRoles } from "@stund/shared/access/staff-rules";
import type { InviteValues } from "./invite-values";

/**
 * The project roles of the invite form: a project and a role per row, offering only projects and
 * roles the caller may grant. On a project's page the one row is that project's.
 */
export function ProjectRoleRows(props: {
  form: UseFormReturnType<InviteValues>;
  subject: AccessSubject;
  projects: { id: string; name: string }[];
  fixedProject?: { id: string; name: string };
}) {
  const { t } = useTranslation();
  const { form, subject, fixedProject } = props;
  const rows = form.values.projectRoles;
  const roleOptions = (projectId: string | null) =>
    projectId
      ? grantableProjectRoles(subject, projectId).map((role) => ({
          value: role,
          label: t(`staff.projectRole.${role}`),
        }))
      : [];
  const projectOptions = props.projects.map((project) => ({ value: project.id, label: project.name }));

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {fixedProject
          ? `${t("invitations.form.projectRoles")}: ${fixedProject.name}`
          : t("invitations.form.projectRoles")}
      </Text>
      {rows.map((row, index) => (
        <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
          {!fixedProject && (
            <Select
              style={{ flex: 1, minWidth: 0 }}
              aria-label={t("invitations.form.project")}
              placeholder={t("invitations.form.project")}
              data={projectOptions}
              {...form.getInputProps(`projectRoles.${index}.projectId`)}
              onChange={(value) => {
                form.setFieldValue(`projectRoles.${index}.projectId`, value);
                form.setFieldValue(`projectRoles.${index}.role`, null);
              }}
              data-testid="invite-project"
            />
          )}
          <Select
            style={{ flex: 1, minWidth: 0 }}
            aria-label={t("invitations.form.role")}
            placeholder={t("invitations.form.role")}
            data={roleOptions(row.projectId)}
            clearable={Boolean(fixedProject)}
            {...form.getInputProps(`projectRoles.${index}.role`)}
            data-testid="invite-project-role"
          />
          {!fixedProject && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t("invitations.form.removeProjectRole")}
              onClick={() => form.removeListItem("projectRoles", index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!fixedProject && props.projects.length > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          style={{ alignSelf: "flex-start" }}
          onClick={() => form.insertListItem("projectRoles", { projectId: null, role: null })}
          data-testid="invite-add-project-role"
        >
          {t("invitations.form.addProjectRole")}
        </Button>
      )}
    </Stack>
  );
}
