import { Box, Flex, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useParams } from "react-router";
import { useCurrentUser } from "../../../../lib/session/use-current-user";
import { companySettingsNav } from "./company-settings-nav";
import { InformationsTabs } from "./informations-tabs";
import { SettingsSubNav } from "./settings-sub-nav";

/** /{tenant}/settings: the title, the sections of docs/product.md §3.5 and the open section's page. */
export function CompanySettingsLayout() {
  const { t } = useTranslation();
  const { tenant } = useParams();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const base = `/${tenant}/settings`;
  const companyName = user.data?.tenants.find((item) => item.identifier === tenant)?.name;
  return (
    <Stack gap="md" data-testid="company-settings">
      <div>
        <Title order={2}>{t("section.companySettings")}</Title>
        {companyName && (
          <Text c="dimmed" size="sm">
            {companyName}
          </Text>
        )}
      </div>
      <Flex
        direction={{ base: "column", md: "row" }}
        gap={{ base: "md", md: "xl" }}
        align={{ md: "flex-start" }}
      >
        <SettingsSubNav
          base={base}
          items={companySettingsNav}
          ariaLabel={t("settings.nav.label")}
          testId="company-settings-nav"
        />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="md">
            {pathname.startsWith(`${base}/informations/`) && (
              <InformationsTabs base={`${base}/informations`} />
            )}
            <Outlet />
          </Stack>
        </Box>
      </Flex>
    </Stack>
  );
}
