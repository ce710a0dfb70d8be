/**
 * A confirm dialog for an action that cannot be undone: Confirm stays disabled until the user has
 * typed the expected text (their email, the company identifier), compared without case or spaces.
 */
import { Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { ActionModal } from "../modals/action-modal";

export interface TypeToConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  title: string;
  warning: string;
  inputLabel: string;
  expected: string;
  confirmLabel: string;
  inputTestId?: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function TypeToConfirmModal(props: TypeToConfirmModalProps) {
  const [typed, setTyped] = useState("");
  const close = () => {
    setTyped("");
    props.onClose();
  };
  return (
    <ActionModal
      opened={props.opened}
      onClose={close}
      title={props.title}
      centered
      busy={props.busy}
      onConfirm={props.onConfirm}
      confirmLabel={props.confirmLabel}
      confirmColor="red"
      confirmDisabled={!same(typed, props.expected)}
    >
      <Stack gap="md">
        <Text size="sm">{props.warning}</Text>
        <TextInput
          label={props.inputLabel}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-testid={props.inputTestId}
        />
      </Stack>
    </ActionModal>
  );
}
