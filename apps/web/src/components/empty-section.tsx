/** EmptySection: a screen whose content a later part of the product fills: its title and an honest empty state. */
import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export function EmptySection({ titleKey, emptyKey }: { titleKey: string; emptyKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2}>{t(titleKey)}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs">
          <ThemeIcon variant="light" size="xl" radius="xl">
            <IconInbox size={24} />
          </ThemeIcon>
          <Text c="dimmed" ta="center" data-testid="empty-state">
            {t(emptyKey)}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
