import { ActionIcon, Menu } from "@mantine/core";
import { IconCrown, IconDots, IconShieldCog, IconUserMinus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { StaffMember } from "@stund/shared/contracts/staff";
import type { SettingsLevel } from "../../../../lib/http/settings-level";
import type { StaffActions } from "../model/staff-actions";

export interface StaffHandlers {
  onEditRoles: (person: StaffMember) => void;
  onRemove: (person: StaffMember) => void;
  onTransfer: (person: StaffMember) => void;
}

interface StaffActionsMenuProps extends StaffHandlers {
  person: StaffMember;
  actions: StaffActions;
  level: SettingsLevel;
}

/** The row's actions, only those the caller may take; nothing at all when there are none. */
export function StaffActionsMenu({ person, actions, level, ...handlers }: StaffActionsMenuProps) {
  const { t } = useTranslation();
  if (!actions.editRoles && !actions.remove && !actions.transfer) return null;
  const removeLabel =
    level === "project"
      ? t("staff.action.removeFromProject")
      : person.isYou
        ? t("staff.action.leave")
        : t("staff.action.remove");
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("staff.actions", { name: person.name })}
          data-testid="staff-actions"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.editRoles && (
          <Menu.Item
            leftSection={<IconShieldCog size={16} />}
            onClick={() => handlers.onEditRoles(person)}
            data-testid="staff-edit-roles"
          >
            {t("staff.action.editRoles")}
          </Menu.Item>
        )}
        {actions.transfer && (
          <Menu.Item
            leftSection={<IconCrown size={16} />}
            onClick={() => handlers.onTransfer(person)}
            data-testid="staff-transfer"
          >
            {t("staff.action.transfer")}
          </Menu.Item>
        )}
        {actions.remove && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconUserMinus size={16} />}
              onClick={() => handlers.onRemove(person)}
              data-testid="staff-remove"
            >
              {removeLabel}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
