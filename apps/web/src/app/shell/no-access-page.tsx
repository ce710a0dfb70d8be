import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LanguageToggle } from "../../components/language-toggle";
import { Link, useSearchParams } from "react-router";
import { storedTenant } from "../../lib/http/route-context";

export function NoAccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reason = params.get("reason") === "notSubscribed" ? "notSubscribed" : "notAuthorized";
  const tenant = storedTenant();
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder p="xl" maw={480} w="100%">
        <Stack align="center">
          <LanguageToggle />
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <IconLock size={30} />
          </ThemeIcon>
          <Title order={2}>{t("noAccess.title")}</Title>
          <Text data-testid="no-access-reason" fw={500}>
            {t(`access.${reason}`)}
          </Text>
          <Text c="dimmed" ta="center">
            {t(`noAccess.${reason}.text`)}
          </Text>
          <Button component={Link} to={tenant ? `/${tenant}/projects` : "/"}>
            {t("noAccess.back")}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
