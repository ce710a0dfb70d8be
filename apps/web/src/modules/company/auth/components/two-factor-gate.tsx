import { Box, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useCurrentUser } from "../../../../lib/session/use-current-user";
import { AccountHeader } from "./account-header";
import { TwoFactorSetup } from "./security/two-factor-setup";

/**
 * A company that requires two-factor sign-in shows nothing of itself to a staff member without it
 * but this step, which cannot be dismissed (signing out is the only other way). It stays until the
 * recovery codes have been seen, even when the signed-in user is read again meanwhile (the hub
 * tells every open console of the change at once); then the console opens.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { tenant } = useParams();
  const user = useCurrentUser();
  const company = user.data?.tenants.find((membership) => membership.identifier === tenant);
  const needed = Boolean(user.data && company?.requireTwoFactor && !user.data.twoFactorEnabled);
  const [settingUp, setSettingUp] = useState<string | null>(null);
  if (needed && company && settingUp !== company.name) setSettingUp(company.name);
  if (settingUp === null) return <>{children}</>;
  return <TwoFactorRequired company={settingUp} onDone={() => setSettingUp(null)} />;
}

function TwoFactorRequired({ company, onDone }: { company: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0" data-testid="two-factor-required">
      <Box h={56} bg="white" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
        <AccountHeader />
      </Box>
      <Center p="md">
        <Paper withBorder shadow="sm" radius="md" p={{ base: "md", xs: "xl" }} w="100%" maw={520}>
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} size="h3">
                {t("accountSecurity.gate.title", { company })}
              </Title>
              <Text size="sm" c="dimmed">
                {t("accountSecurity.gate.text")}
              </Text>
            </Stack>
            <TwoFactorSetup onDone={onDone} />
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
