import { Button, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { currentTenantKey } from "../../../../lib/http/route-context";
import { DangerZone } from "../../../../components/danger-zone/danger-zone";
import { TypeToConfirmModal } from "../../../../components/danger-zone/type-to-confirm-modal";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import { useDeleteTenant } from "../hooks/use-tenant";
import { localStore } from "../../../../lib/storage/browser-storage";

/** Owner or Super Admin: close the company, or delete it for good after typing its identifier. */
export function CompanyDangerZone({ identifier, name }: { identifier: string; name: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteTenant();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const startOver = () => {
    localStore.remove(currentTenantKey);
    queryClient.clear();
    void navigate("/", { replace: true });
  };
  const closeCompany = () =>
    openConfirmDialog({
      title: t("settings.company.closeTitle", { name }),
      text: t("settings.company.closeWarning"),
      confirmLabel: t("settings.company.close"),
      confirmColor: "red",
      onConfirm: () => remove.mutateAsync({ permanently: false }).then(startOver),
    });
  return (
    <DangerZone title={t("settings.personal.dangerZone")} testId="company-danger-zone">
      <Stack gap="xs">
        <Text size="sm">{t("settings.company.closeText")}</Text>
        <Group>
          <Button color="red" variant="light" onClick={closeCompany} data-testid="close-company">
            {t("settings.company.close")}
          </Button>
        </Group>
      </Stack>
      <Stack gap="xs">
        <Text size="sm">{t("settings.company.deleteText")}</Text>
        <Group>
          <Button color="red" onClick={open} data-testid="delete-company">
            {t("settings.company.delete")}
          </Button>
        </Group>
      </Stack>
      <TypeToConfirmModal
        opened={opened}
        onClose={close}
        onConfirm={() => remove.mutate({ permanently: true }, { onSuccess: startOver })}
        busy={remove.isPending}
        title={t("settings.company.deleteTitle", { name })}
        warning={t("settings.company.deleteWarning")}
        inputLabel={t("settings.company.deleteTypeIdentifier", { identifier })}
        expected={identifier}
        confirmLabel={t("settings.company.deleteConfirm")}
        inputTestId="delete-company-identifier"
      />
    </DangerZone>
  );
}
