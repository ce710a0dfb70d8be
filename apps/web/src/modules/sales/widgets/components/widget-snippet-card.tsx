import { Button, Card, Code, CopyButton, Group, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The code to paste into the company's website, with a button that copies it. */
export function WidgetSnippetCard({ snippet }: { snippet: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={4}>{t("widgets.snippet.title")}</Title>
          <CopyButton value={snippet} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? "filled" : "light"}
                color={copied ? "teal" : undefined}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
                data-testid="widget-copy"
              >
                {copied ? t("widgets.snippet.copied") : t("widgets.snippet.copy")}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" c="dimmed">
          {t("widgets.snippet.help")}
        </Text>
        <Code
          block
          aria-label={t("widgets.snippet.label")}
          style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          data-testid="widget-snippet"
        >
          {snippet}
        </Code>
      </Stack>
    </Card>
  );
}
