import { AppShell, Burger, Group, ScrollArea, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useParams } from "react-router";
import { LanguageToggle } from "../../components/language-toggle";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { TenantNav } from "./tenant-nav";
import { UserMenu } from "./user-menu";
import { AlertBanners } from "./alert-banners";

export function ConsoleLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  const { tenant } = useParams();
  const user = useCurrentUser();
  const tenantName = user.data?.tenants.find((t) => t.identifier === tenant)?.name ?? tenant;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 250, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t("nav.menu")} />
            <Text
              component={Link}
              to={`/${tenant}/projects`}
              fw={700}
              c="teal"
              size="lg"
              style={{ textDecoration: "none" }}
            >
              Stund
            </Text>
            <Text c="dimmed" truncate data-testid="tenant-name">
              {tenantName}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <TenantNav onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <AlertBanners />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
