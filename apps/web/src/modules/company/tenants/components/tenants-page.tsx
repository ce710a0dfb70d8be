import {
  AppShell,
  Button,
  Container,
  EmptyState,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconBuildingPlus, IconBuildingSkyscraper } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { onboardingTenantKey, setRouteContext } from "../../../../lib/http/route-context";
import { LoadError } from "../../../../components/load-error";
import { PageLoader } from "../../../../components/page-loader";
import { AccountHeader } from "../../auth/components/account-header";
import { useCurrentUser } from "../../../../lib/session/use-current-user";
import { useAllTenants } from "../api/tenant.queries";
import { TenantCard, type UserTenant } from "./tenant-card";
import { localStore } from "../../../../lib/storage/browser-storage";

/** docs/product.md §3.1: the user's companies, without the console navigation; choosing one opens its projects. */
export function TenantsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isSuperAdmin = Boolean(user.data?.isSuperAdmin);
  const allTenants = useAllTenants(isSuperAdmin);
  // A Super Admin chooses among every company on the platform, not only their own.
  const tenants: UserTenant[] = isSuperAdmin
    ? (allTenants.data ?? [])
        .filter((tenant) => !tenant.isDeleted)
        .map((tenant) => ({
          id: tenant.id,
          identifier: tenant.identifier,
          name: tenant.name,
          isActivated: tenant.isActivated,
          requireTwoFactor: tenant.requireTwoFactor,
          roles: user.data?.tenants.find((own) => own.id === tenant.id)?.roles ?? [],
        }))
    : (user.data?.tenants ?? []);

  const resumesOnboarding = (tenant: UserTenant) => !tenant.isActivated && tenant.roles.includes("Owner");
  const choose = (tenant: UserTenant) => {
    if (resumesOnboarding(tenant)) localStore.set(onboardingTenantKey, tenant.identifier);
    else setRouteContext(tenant.identifier, undefined);
  };

  const createButton = (
    <Button component={Link} to="/onboarding" leftSection={<IconBuildingPlus size={18} />}>
      {t("tenants.create")}
    </Button>
  );

  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <AccountHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="md" px={0}>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-end">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  {t("tenants.title")}
                </Title>
                <Text c="dimmed" size="sm">
                  {t("tenants.subtitle")}
                </Text>
              </Stack>
              <Group gap="xs">
                {isSuperAdmin && (
                  <Button variant="light" component={Link} to="/platform/documents">
                    {t("platformDocuments.title")}
                  </Button>
                )}
                {tenants.length > 0 && createButton}
              </Group>
            </Group>
            {(user.isLoading || allTenants.isLoading) && <PageLoader />}
            {(user.isError || allTenants.isError) && (
              <LoadError onRetry={() => void (user.isError ? user.refetch() : allTenants.refetch())} />
            )}
            {user.data && !allTenants.isLoading && tenants.length === 0 && (
              <EmptyState
                data-testid="empty-state"
                icon={<IconBuildingSkyscraper size={32} />}
                variant="light"
                title={t("tenants.empty.title")}
                description={t("tenants.empty.text")}
              >
                <EmptyState.Actions>{createButton}</EmptyState.Actions>
              </EmptyState>
            )}
            {tenants.length > 0 && (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="tenant-list">
                {tenants.map((tenant) => (
                  <TenantCard
                    key={tenant.id}
                    tenant={tenant}
                    to={resumesOnboarding(tenant) ? "/onboarding" : `/${tenant.identifier}/projects`}
                    onChoose={() => choose(tenant)}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
