import { ActionIcon, CopyButton, Group, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * The address where the broker sends its payment notices for this company: staff enter it in the
 * broker's portal (Rapyd's notices are signed over it), so it is shown whole, with a copy button.
 */
export function WebhookAddress({ url, broker }: { url: string; broker: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="webhook-address">
      <TextInput
        label={t("paymentSettings.webhook.label")}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSection={
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Tooltip
                label={copied ? t("paymentSettings.webhook.copied") : t("paymentSettings.webhook.copy")}
              >
                <ActionIcon
                  variant="subtle"
                  onClick={copy}
                  aria-label={t("paymentSettings.webhook.copy")}
                  data-testid="copy-webhook-address"
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <Group gap={4}>
        <Text size="xs" c="dimmed">
          {t("paymentSettings.webhook.help", { broker })}
        </Text>
      </Group>
    </Stack>
  );
}
