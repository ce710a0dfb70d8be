import { Button, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DangerZone } from "../../../../components/danger-zone/danger-zone";
import { TypeToConfirmModal } from "../../../../components/danger-zone/type-to-confirm-modal";
import { useDeleteAccount } from "../hooks/use-personal-information";

/** The red zone: deleting one's own account, confirmed by typing the account's email. */
export function DeleteAccountZone({ userId, email }: { userId: string; email: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
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
  return (
    <DangerZone title={t("settings.personal.dangerZone")} testId="danger-zone">
      <Text size="sm">{t("settings.personal.deleteText")}</Text>
      <Group>
        <Button color="red" onClick={open} data-testid="delete-account">
          {t("settings.personal.deleteAccount")}
        </Button>
      </Group>
      <TypeToConfirmModal
        opened={opened}
        onClose={close}
        onConfirm={confirm}
        busy={remove.isPending}
        title={t("settings.personal.deleteTitle")}
        warning={t("settings.personal.deleteWarning")}
        inputLabel={t("settings.personal.deleteTypeEmail", { email })}
        expected={email}
        confirmLabel={t("settings.personal.deleteConfirm")}
        inputTestId="delete-account-email"
      />
    </DangerZone>
  );
}
