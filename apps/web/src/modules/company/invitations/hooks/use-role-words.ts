import { useTranslation } from "react-i18next";
import type { InvitationProjectRole } from "@stund/shared/contracts/invitations";
import type { TenantRole } from "@stund/shared/enums";

/** An invitation's roles in words: "Host (company)", "Project manager in Glacier walks". */
export function useRoleWords(): (roles: {
  tenantRole: TenantRole | null;
  projectRoles: InvitationProjectRole[];
}) => string[] {
  const { t } = useTranslation();
  return ({ tenantRole, projectRoles }) => [
    ...(tenantRole ? [t("invitations.companyRole", { role: t(`tenants.role.${tenantRole}`) })] : []),
    ...projectRoles.map((entry) =>
      t("invitations.projectRoleIn", {
        role: t(`staff.projectRole.${entry.role}`),
        project: entry.projectName,
      }),
    ),
  ];
}
