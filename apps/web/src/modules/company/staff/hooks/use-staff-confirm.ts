import { useTranslation } from "react-i18next";
import type { StaffMember } from "@stund/shared/contracts/staff";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import type { SettingsLevel } from "../../../../lib/http/settings-level";
import { useStaffWrites } from "../api/staff-api";

/** The confirm dialogs before a person is removed or made the Owner. */
export function useStaffConfirm(level: SettingsLevel, project: { id: string; name: string } | undefined) {
  const { t } = useTranslation();
  const { remove, transferOwnership } = useStaffWrites(level, project?.id);
  const confirmRemove = (person: StaffMember) =>
    openConfirmDialog({
      title:
        level === "project"
          ? t("staff.removeProject.title", { name: person.name, project: project?.name ?? "" })
          : t("staff.remove.title", { name: person.name }),
      text:
        level === "project"
          ? t("staff.removeProject.text", { name: person.name })
          : person.isYou
            ? t("staff.remove.textSelf")
            : t("staff.remove.text", { name: person.name }),
      confirmLabel: t("staff.remove.confirm"),
      confirmColor: "red",
      onConfirm: () => remove.mutateAsync(person.userId),
    });
  const confirmTransfer = (person: StaffMember, bySuperAdmin: boolean) =>
    openConfirmDialog({
      title: t("staff.transfer.title", { name: person.name }),
      text: bySuperAdmin
        ? t("staff.transfer.textSuperAdmin", { name: person.name })
        : t("staff.transfer.text", { name: person.name }),
      confirmLabel: t("staff.transfer.confirm"),
      confirmColor: "orange",
      onConfirm: () => transferOwnership.mutateAsync(person.userId),
    });
  return { confirmRemove, confirmTransfer };
}
