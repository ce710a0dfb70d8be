import { Button, Group, Modal, Select, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AccessSubject } from "@stund/shared/access/rules";
import { grantableProjectRoles } from "@stund/shared/access/staff-rules";
import type { StaffMember } from "@stund/shared/contracts/staff";
import type { ProjectRole } from "@stund/shared/enums";
import { useStaffWrites } from "../api/staff-api";
import { projectRoleKey } from "../model/role-names";

interface ProjectRolesModalProps {
  person: StaffMember | null;
  subject: AccessSubject;
  projectId: string;
  onClose: () => void;
}

/** Project level: the person's role in this project, among those the caller may grant there. */
export function ProjectRolesModal({ person, subject, projectId, onClose }: ProjectRolesModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={person !== null}
      onClose={onClose}
      title={person ? t("staff.roles.title", { name: person.name }) : ""}
      data-testid="staff-roles-modal"
    >
      {person && (
        <ProjectRoleForm
          key={person.userId}
          person={person}
          subject={subject}
          projectId={projectId}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function ProjectRoleForm(props: {
  person: StaffMember;
  subject: AccessSubject;
  projectId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { person, subject, projectId } = props;
  const { updateProjectRoles } = useStaffWrites("project", projectId);
  const options = grantableProjectRoles(subject, projectId);
  const [role, setRole] = useState<ProjectRole>(
    person.projectRoles[0]?.role ?? options.at(-1) ?? "ProjectHost",
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    updateProjectRoles.mutate(
      { userId: person.userId, body: { projectRoles: [role] } },
      { onSuccess: props.onDone },
    );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="staff-roles-form">
      <Stack gap="md">
        <Select
          label={t("staff.roles.projectRole")}
          data={options.map((value) => ({ value, label: t(projectRoleKey(value)) }))}
          value={role}
          onChange={(value) => value && setRole(value as ProjectRole)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="staff-project-role-select"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={updateProjectRoles.isPending} data-testid="staff-roles-save">
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
