import { Badge, Button, Center, Group, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../../../components/load-error";
import { useDateFormat } from "../../../../../lib/formats/use-date-format";
import {
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useTwoFactorStatus,
} from "../../hooks/use-two-factor";
import { PasswordConfirmModal } from "./password-confirm-modal";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { TwoFactorSetup } from "./two-factor-setup";

type Open = "none" | "setup" | "disable" | "regenerate";

/** The person's two-factor sign-in: its state, set-up (again, for a new phone), new recovery codes, off. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const { short } = useDateFormat();
  const status = useTwoFactorStatus();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [open, setOpen] = useState<Open>("none");
  const close = () => {
    disable.reset();
    regenerate.reset();
    setOpen("none");
  };

  const heading = (
    <Group justify="space-between" wrap="nowrap">
      <Title order={3} size="h5">
        {t("accountSecurity.twoFactor.title")}
      </Title>
      {status.data && (
        <Badge color={status.data.enabled ? "teal" : "gray"} data-testid="two-factor-badge">
          {t(status.data.enabled ? "accountSecurity.twoFactor.on" : "accountSecurity.twoFactor.off")}
        </Badge>
      )}
    </Group>
  );
  if (status.isLoading)
    return (
      <Stack gap="sm">
        {heading}
        <Center h={60}>
          <Loader size="sm" />
        </Center>
      </Stack>
    );
  if (!status.data)
    return (
      <Stack gap="sm">
        {heading}
        <LoadError onRetry={() => void status.refetch()} />
      </Stack>
    );
  if (open === "setup")
    return (
      <Stack gap="sm">
        {heading}
        <TwoFactorSetup onDone={close} onCancel={close} />
      </Stack>
    );

  const { enabled, enabledAt, recoveryCodesLeft } = status.data;
  return (
    <Stack gap="sm" data-testid="two-factor-section">
      {heading}
      <Text size="sm" c="dimmed">
        {enabled
          ? t("accountSecurity.twoFactor.onText", {
              date: enabledAt ? short(enabledAt) : "",
              count: recoveryCodesLeft,
            })
          : t("accountSecurity.twoFactor.offText")}
      </Text>
      <Group gap="sm">
        {enabled ? (
          <>
            <Button variant="default" onClick={() => setOpen("setup")}>
              {t("accountSecurity.twoFactor.newPhone")}
            </Button>
            <Button variant="default" onClick={() => setOpen("regenerate")}>
              {t("accountSecurity.twoFactor.regenerate")}
            </Button>
            <Button variant="light" color="red" onClick={() => setOpen("disable")}>
              {t("accountSecurity.twoFactor.disable")}
            </Button>
          </>
        ) : (
          <Button onClick={() => setOpen("setup")} data-testid="two-factor-set-up">
            {t("accountSecurity.twoFactor.setUp")}
          </Button>
        )}
      </Group>
      <PasswordConfirmModal
        opened={open === "disable"}
        title={t("accountSecurity.confirm.disableTitle")}
        text={t("accountSecurity.confirm.disableText")}
        confirmLabel={t("accountSecurity.twoFactor.disable")}
        confirmColor="red"
        busy={disable.isPending}
        error={disable.error}
        onConfirm={(password) => disable.mutate(password, { onSuccess: close })}
        onClose={close}
      />
      <PasswordConfirmModal
        opened={open === "regenerate" && !regenerate.data}
        title={t("accountSecurity.confirm.regenerateTitle")}
        text={t("accountSecurity.confirm.regenerateText")}
        confirmLabel={t("accountSecurity.twoFactor.regenerate")}
        busy={regenerate.isPending}
        error={regenerate.error}
        onConfirm={(password) => regenerate.mutate(password)}
        onClose={close}
      />
      <Modal
        opened={open === "regenerate" && Boolean(regenerate.data)}
        onClose={close}
        closeOnClickOutside={false}
        title={t("accountSecurity.twoFactor.regenerate")}
        size="lg"
      >
        {regenerate.data && <RecoveryCodesPanel codes={regenerate.data.recoveryCodes} onDone={close} />}
      </Modal>
    </Stack>
  );
}
