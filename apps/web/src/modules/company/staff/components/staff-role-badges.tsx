import { Badge, Group, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { StaffMember } from "@stund/shared/contracts/staff";
import { projectRoleKey, tenantRoleKey } from "../model/role-names";

/**
 * The person's company role, then their project roles (named with the project at company level).
 * At project level a company role is marked as managed in the company's settings.
 */
export function StaffRoleBadges({ person, showProjects }: { person: StaffMember; showProjects: boolean }) {
  const { t } = useTranslation();
  const companyBadge = person.tenantRole && (
    <Badge variant="filled" data-testid="staff-tenant-role">
      {t(tenantRoleKey(person.tenantRole))}
    </Badge>
  );
  return (
    <Group gap={6} wrap="wrap" data-testid="staff-roles">
      {companyBadge &&
        (showProjects ? companyBadge : <Tooltip label={t("staff.companyLevel")}>{companyBadge}</Tooltip>)}
      {person.projectRoles.map((entry) => (
        <Badge
          key={`${entry.projectId}:${entry.role}`}
          variant="light"
          style={{ textTransform: "none" }}
          data-testid="staff-project-role"
        >
          {showProjects
            ? t("staff.projectRoleIn", { role: t(projectRoleKey(entry.role)), project: entry.projectName })
            : t(projectRoleKey(entry.role))}
        </Badge>
      ))}
      {!person.tenantRole && person.projectRoles.length === 0 && (
        <Badge variant="outline" color="gray">
          {t("staff.noRole")}
        </Badge>
      )}
    </Group>
  );
}
