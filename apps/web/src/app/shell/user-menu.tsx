import { Avatar, Menu, UnstyledButton } from "@mantine/core";
import { IconFileText, IconLogout, IconSwitchHorizontal, IconUser } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { apiCall } from "../../lib/http/client";
import { useCurrentUser } from "../../lib/session/use-current-user";

export function UserMenu() {
  const { t } = useTranslation();
  const { tenant } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!user.data) return null;
  const signOut = async () => {
    await apiCall("/user/authenticate/logout", { method: "POST", noTenant: true });
    queryClient.clear();
    await navigate("/login", { replace: true });
  };
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <UnstyledButton aria-label={t("nav.userMenu")} data-testid="user-menu">
          <Avatar src={user.data.image} radius="xl" size="md" color="teal">
            {user.data.name.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.data.email}</Menu.Label>
        {tenant && (
          <Menu.Item
            leftSection={<IconUser size={16} />}
            onClick={() => void navigate(`/${tenant}/settings/informations/personal-information`)}
          >
            {t("nav.personalInformation")}
          </Menu.Item>
        )}
        {(user.data.tenants.length > 1 || user.data.isSuperAdmin) && (
          <Menu.Item
            leftSection={<IconSwitchHorizontal size={16} />}
            onClick={() => void navigate("/tenants")}
          >
            {t("nav.switchCompany")}
          </Menu.Item>
        )}
        {user.data.isSuperAdmin && (
          <Menu.Item
            leftSection={<IconFileText size={16} />}
            onClick={() => void navigate("/platform/documents")}
          >
            {t("platformDocuments.title")}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          color="red"
          onClick={() => void signOut()}
          data-testid="sign-out"
        >
          {t("nav.signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
