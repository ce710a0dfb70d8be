import { Alert, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCheck, IconCopy, IconDownload, IconKey } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const fileName = "stund-recovery-codes.txt";

function download(codes: string[]): void {
  const url = URL.createObjectURL(new Blob([`${codes.join("\n")}\n`], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown once, to copy or download before going on. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="recovery-codes">
      <Alert color="orange" icon={<IconKey size={18} />} title={t("accountSecurity.recovery.title")}>
        {t("accountSecurity.recovery.text")}
      </Alert>
      <Paper withBorder p="md" bg="gray.0">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {codes.map((code) => (
            <Text key={code} ff="monospace" size="md" data-testid="recovery-code">
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="sm">
        <CopyButton value={codes.join("\n")}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {t(copied ? "accountSecurity.recovery.copied" : "accountSecurity.recovery.copy")}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => download(codes)}>
          {t("accountSecurity.recovery.download")}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone} data-testid="recovery-codes-done">
          {t("accountSecurity.recovery.done")}
        </Button>
      </Group>
    </Stack>
  );
}
