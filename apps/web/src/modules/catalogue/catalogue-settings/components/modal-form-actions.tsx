import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface ModalFormActionsProps {
  onCancel: () => void;
  saving: boolean;
  /** A saved record is changed (Save) rather than a new one made (Create). */
  editing: boolean;
  /** Another reason the form cannot be sent now, e.g. nothing changed yet. */
  disabled?: boolean;
  testId: string;
}

/** Cancel and the submit button at the foot of a settings form in a modal. */
export function ModalFormActions(props: ModalFormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel}>
        {t("common.cancel")}
      </Button>
      <Button type="submit" disabled={props.saving || props.disabled} data-testid={props.testId}>
        {props.saving ? t("common.saving") : props.editing ? t("common.save") : t("common.create")}
      </Button>
    </Group>
  );
}
