import { Button, Group, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  /** A new experience: the button creates it and is always offered. */
  creating: boolean;
  /** Going back to the saved version; absent while creating. */
  onDiscard?: () => void;
}

/**
 * Save state and the submit button, kept in view under the console header while the long form
 * scrolls (docs/product.md §4.5: Save is enabled when something changed).
 */
export function SaveBar({ dirty, saving, creating, onDiscard }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      shadow="sm"
      p="sm"
      mb="md"
      style={{ position: "sticky", top: 64, zIndex: 5 }}
      data-testid="save-bar"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" c={dirty ? "orange.8" : "dimmed"} truncate>
          {dirty ? t("experiences.editor.unsaved") : t("experiences.editor.noChanges")}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {dirty && onDiscard && (
            <Button variant="default" onClick={onDiscard} disabled={saving} data-testid="discard">
              {t("experiences.editor.discard")}
            </Button>
          )}
          <Button type="submit" loading={saving} disabled={!creating && !dirty} data-testid="save">
            {creating ? t("experiences.editor.create") : t("common.save")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
