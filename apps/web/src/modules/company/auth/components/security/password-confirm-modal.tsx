import { PasswordInput, Stack, Text } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionModal } from "../../../../../components/modals/action-modal";
import { failureMessage } from "../../../../../lib/forms/use-contract-form";
import { FormErrorAlert } from "../form-error-alert";

/** A change to the account's two-factor, confirmed by typing the password again. */
export function PasswordConfirmModal(props: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  confirmColor?: string;
  busy: boolean;
  error: unknown;
  onConfirm: (password: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const formId = useId();
  const close = () => {
    setPassword("");
    props.onClose();
  };
  return (
    <ActionModal
      opened={props.opened}
      onClose={close}
      title={props.title}
      formId={formId}
      busy={props.busy}
      confirmLabel={props.confirmLabel}
      confirmColor={props.confirmColor}
      confirmDisabled={password.length === 0}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (password) props.onConfirm(password);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{props.text}</Text>
          <FormErrorAlert message={props.error ? failureMessage(props.error, t) : undefined} />
          <PasswordInput
            label={t("accountSecurity.confirm.password")}
            visibilityToggleButtonProps={{ "aria-label": t("auth.toggleVisibility") }}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-testid="confirm-password"
          />
        </Stack>
      </form>
    </ActionModal>
  );
}
