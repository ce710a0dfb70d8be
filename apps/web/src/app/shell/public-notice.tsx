import { Center, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LanguageToggle } from "../../components/language-toggle";

/** Public routes whose flows arrive with later parts of the product say so plainly. */
export function PublicNotice({ name }: { name: "invitation" | "agentInvitation" }) {
  const { t } = useTranslation();
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder p="xl" maw={520} w="100%">
        <Stack align="center">
          <LanguageToggle />
          <Title order={2}>{t(`public.${name}.title`)}</Title>
          <Text c="dimmed" ta="center" data-testid="empty-state">
            {t(`public.${name}.text`)}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
