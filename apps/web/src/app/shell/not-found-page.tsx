import { Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LanguageToggle } from "../../components/language-toggle";
import { Link } from "react-router";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder p="xl" maw={480} w="100%">
        <Stack align="center">
          <LanguageToggle />
          <Title order={1} c="dimmed">
            404
          </Title>
          <Title order={2}>{t("notFound.title")}</Title>
          <Text c="dimmed" ta="center">
            {t("notFound.text")}
          </Text>
          <Button component={Link} to="/">
            {t("notFound.home")}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
