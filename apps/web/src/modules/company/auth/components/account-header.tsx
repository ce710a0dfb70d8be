import { Button, Group, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LanguageToggle } from "../../../../components/language-toggle";
import { useSignOut } from "../hooks/use-sign-out";

/** The header of pages without navigation (onboarding, company list): brand, language, sign out. */
export function AccountHeader() {
  const { t } = useTranslation();
  const { signOut, signingOut } = useSignOut();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Text fw={700} c="teal" size="lg">
        Stund
      </Text>
      <Group gap="xs" wrap="nowrap">
        <LanguageToggle />
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLogout size={16} />}
          loading={signingOut}
          onClick={() => void signOut()}
          data-testid="sign-out"
        >
          {t("auth.signOut")}
        </Button>
      </Group>
    </Group>
  );
}
