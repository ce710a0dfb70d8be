import { Alert, Button, Group, Modal, Select, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AccessSubject } from "@stund/shared/access/rules";
import {
  grantableProjectRoles,
  grantableTenantRoles,
  highestProjectRole,
} from "@stund/shared/access/staff-rules";
import type { StaffMember } from "@stund/shared/contracts/staff";
import type { ProjectRole, TenantRole } from "@stund/shared/enums";
import { LoadError } from "../../../../components/load-error";
import { useProjects } from "../../projects/hooks/use-projects";
import { useStaffWrites } from "../api/staff-api";
import { projectRoleKey, tenantRoleKey } from "../model/role-names";

const noRole = "none";

interface StaffRolesModalProps {
  person: StaffMember | null;
  subject: AccessSubject;
  onClose: () => void;
}

/** Company level: the person's company role and their role in each project, as the caller may grant them. */
export function StaffRolesModal({ person, subject, onClose }: StaffRolesModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={person !== null}
      onClose={onClose}
      title={person ? t("staff.roles.title", { name: person.name }) : ""}
      data-testid="staff-roles-modal"
    >
      {person && <CompanyRolesForm key={person.userId} person={person} subject={subject} onDone={onClose} />}
    </Modal>
  );
}

/** The role shown per project: the person's highest there, should they hold several. */
function initialProjectRoles(person: StaffMember): Record<string, string> {
  const held = new Map<string, string[]>();
  for (const entry of person.projectRoles)
    held.set(entry.projectId, [...(held.get(entry.projectId) ?? []), entry.role]);
  return Object.fromEntries(
    [...held].map(([projectId, roles]) => [projectId, highestProjectRole(roles) ?? noRole]),
  );
}

function CompanyRolesForm(props: { person: StaffMember; subject: AccessSubject; onDone: () => void }) {
  const { t } = useTranslation();
  const { person, subject } = props;
  const projects = useProjects();
  const { updateRoles } = useStaffWrites("tenant", undefined);
  const [tenantRole, setTenantRole] = useState<string>(person.tenantRole ?? noRole);
  const [byProject, setByProject] = useState<Record<string, string>>(() => initialProjectRoles(person));
  const [missing, setMissing] = useState(false);
  const companyOptions = [
    { value: noRole, label: t("staff.roles.noCompanyRole") },
    ...grantableTenantRoles(subject).map((role) => ({ value: role, label: t(tenantRoleKey(role)) })),
  ];
  const projectRoles = Object.entries(byProject)
    .filter(([, role]) => role !== noRole)
    .map(([projectId, role]) => ({ projectId, role: role as ProjectRole }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (tenantRole === noRole && projectRoles.length === 0) {
      setMissing(true);
      return;
    }
    const body = { tenantRole: tenantRole === noRole ? null : (tenantRole as TenantRole), projectRoles };
    updateRoles.mutate({ userId: person.userId, body }, { onSuccess: props.onDone });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="staff-roles-form">
      <Stack gap="md">
        <Select
          label={t("staff.roles.companyRole")}
          description={t("staff.roles.companyRoleHint")}
          data={companyOptions}
          value={tenantRole}
          onChange={(value) => setTenantRole(value ?? noRole)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="staff-tenant-role-select"
        />
        <Stack gap="xs">
          <div>
            <Text size="sm" fw={500}>
              {t("staff.roles.projectRoles")}
            </Text>
            <Text size="xs" c="dimmed">
              {t("staff.roles.projectRolesHint")}
            </Text>
          </div>
          {projects.isLoading ? (
            <Skeleton h={36} />
          ) : projects.isError ? (
            <LoadError onRetry={() => void projects.refetch()} />
          ) : (projects.data ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("staff.roles.noProjects")}
            </Text>
          ) : (
            (projects.data ?? []).map((project) => (
              <Select
                key={project.id}
                label={project.name}
                data={[
                  { value: noRole, label: t("staff.roles.noProjectRole") },
                  ...grantableProjectRoles(subject, project.id).map((role) => ({
                    value: role,
                    label: t(projectRoleKey(role)),
                  })),
                ]}
                value={byProject[project.id] ?? noRole}
                onChange={(value) =>
                  setByProject((current) => ({ ...current, [project.id]: value ?? noRole }))
                }
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                data-testid={`staff-project-role-${project.id}`}
              />
            ))
          )}
        </Stack>
        {missing && (
          <Alert color="red" data-testid="staff-roles-missing">
            {t("staff.roles.chooseOne")}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={updateRoles.isPending} data-testid="staff-roles-save">
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
