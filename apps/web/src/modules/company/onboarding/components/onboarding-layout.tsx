import { AppShell, Container, Paper, Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { onboardingTenantKey, storedOnboardingTenant } from "../../../../lib/http/route-context";
import { LoadError } from "../../../../components/load-error";
import { PageLoader } from "../../../../components/page-loader";
import { AccountHeader } from "../../auth/components/account-header";
import { useCurrentUser } from "../../../../lib/session/use-current-user";
import { useTenant } from "../../tenants/api/tenant.queries";
import { stepFromPath, stepPath } from "../onboarding-steps";
import { OnboardingProvider } from "../state/onboarding-context";
import { resolveOnboardingTenant } from "../state/resolve-onboarding-tenant";
import { OnboardingStepper } from "./onboarding-stepper";
import { localStore } from "../../../../lib/storage/browser-storage";

/** docs/product.md §3.3: onboarding hides the console navigation; a stepper, the language toggle and sign-out only. */
export function OnboardingLayout() {
  const user = useCurrentUser();
  const location = useLocation();
  const step = stepFromPath(location.pathname);
  const [started, setStarted] = useState<string | null>(null);
  const resolved = user.data ? resolveOnboardingTenant(user.data, storedOnboardingTenant()) : null;
  const identifier = started ?? resolved;
  const tenant = useTenant(identifier);

  useEffect(() => {
    // Keep the tenant once found: finishing activates it, after which it no longer resolves.
    if (resolved && !started) setStarted(resolved);
  }, [resolved, started]);

  useEffect(() => {
    // The API client falls back to this key for tenant calls made while no tenant is in the path.
    if (identifier) localStore.set(onboardingTenantKey, identifier);
    else localStore.remove(onboardingTenantKey);
  }, [identifier]);

  if (step !== "create-company" && !identifier) return <Navigate to={stepPath("create-company")} replace />;

  let content = <Outlet />;
  if (identifier && tenant.isLoading) content = <PageLoader />;
  else if (identifier && tenant.isError) content = <LoadError onRetry={() => void tenant.refetch()} />;

  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <AccountHeader />
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <Container size="md" px={0}>
          <Stack gap="lg">
            <OnboardingStepper step={step} canJump={Boolean(tenant.data)} />
            <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
              <OnboardingProvider
                identifier={identifier}
                tenant={tenant.data}
                onIdentifierChange={setStarted}
              >
                {content}
              </OnboardingProvider>
            </Paper>
          </Stack>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
