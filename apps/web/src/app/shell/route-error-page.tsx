import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundPage } from "./not-found-page";

/**
 * The browsers' words for a script chunk that could not be fetched: Chromium, Firefox and Safari
 * for `import()`, and Vite's own for the files it preloads beside a chunk.
 */
const chunkFailure =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|failed to load module script/i;

/** Whether an error is a screen's code that did not arrive (often: a deploy replaced the files). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkFailure.test(error.message);
}

/**
 * A route's error element: a screen whose code could not be loaded, or that failed while
 * showing, gives a message and a reload button instead of a blank page. Inside the console it
 * stands where the screen goes, so the shell stays usable.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const kind = isChunkLoadError(error) ? "chunk" : "failed";
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder p="xl" maw={480} w="100%" role="alert" data-testid="route-error" data-kind={kind}>
        <Stack align="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <IconAlertTriangle size={30} />
          </ThemeIcon>
          <Title order={2} ta="center">
            {t(`routeError.${kind}.title`)}
          </Title>
          <Text c="dimmed" ta="center">
            {t(`routeError.${kind}.text`)}
          </Text>
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            {t("routeError.reload")}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
