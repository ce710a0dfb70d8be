import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ActionModal } from "../../../components/modals/action-modal";
import { useDeleteAccount } from "../hooks/use-personal-information";

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The red zone: deleting one's own account, confirmed by typing the account's email. */
export function DeleteAccountZone({ userId, email }: { userId: string; email: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(userId, {
      onSuccess: () => {
        queryClient.clear();
        void navigate("/login", { replace: true });
      },
    });
  const dismiss = () => {
    close();
    setTyped("");
  };
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      style={{ borderColor: "var(--mantine-color-red-6)" }}
      data-testid="danger-zone"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle size={20} color="var(--mantine-color-red-6)" />
          <Title order={4} c="red">
            {t("settings.personal.dangerZone")}
          </Title>
        </Group>
        <Text size="sm">{t("settings.personal.deleteText")}</Text>
        <Group>
          <Button color="red" onClick={open} data-testid="delete-account">
            {t("settings.personal.deleteAccount")}
          </Button>
        </Group>
      </Stack>
      <ActionModal
        opened={opened}
        onClose={dismiss}
        title={t("settings.personal.deleteTitle")}
        centered
        busy={remove.isPending}
        onConfirm={confirm}
        confirmLabel={t("settings.personal.deleteConfirm")}
        confirmColor="red"
        confirmDisabled={!sameEmail(typed, email)}
      >
        <Stack gap="md">
          <Text size="sm">{t("settings.personal.deleteWarning")}</Text>
          <TextInput
            label={t("settings.personal.deleteTypeEmail", { email })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-testid="delete-account-email"
          />
        </Stack>
      </ActionModal>
    </Paper>
  );
}
