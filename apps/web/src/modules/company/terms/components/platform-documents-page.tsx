import { Anchor, AppShell, Container, Stack, Tabs, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { PageLoader } from "../../../../components/page-loader";
import { AccountHeader } from "../../auth/components/account-header";
import { useCurrentUser } from "../../../../lib/session/use-current-user";
import { PlatformDocumentEditor } from "./platform-document-editor";

/** Super Admin: the platform's terms and privacy policy, versioned; publishing asks everyone again. */
export function PlatformDocumentsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.isLoading) return <PageLoader />;
  if (!user.data?.isSuperAdmin) return <Navigate to="/no-access?reason=notAuthorized" replace />;
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <AccountHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="md" px={0}>
          <Stack>
            <Anchor component={Link} to="/tenants" size="sm">
              {t("platformDocuments.back")}
            </Anchor>
            <Title order={1} size="h2">
              {t("platformDocuments.title")}
            </Title>
            <Text c="dimmed" size="sm">
              {t("platformDocuments.subtitle")}
            </Text>
            <Tabs defaultValue="TermsAndConditions" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="TermsAndConditions">
                  {t("platformDocuments.type.TermsAndConditions")}
                </Tabs.Tab>
                <Tabs.Tab value="PrivacyPolicy">{t("platformDocuments.type.PrivacyPolicy")}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="TermsAndConditions" pt="md">
                <PlatformDocumentEditor type="TermsAndConditions" />
              </Tabs.Panel>
              <Tabs.Panel value="PrivacyPolicy" pt="md">
                <PlatformDocumentEditor type="PrivacyPolicy" />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
