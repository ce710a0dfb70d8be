import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** docs/product.md §4.2 and §4.5: Save is enabled only when something changed, and reads "Saving..." while busy. */
export function SaveButton({ dirty, saving, testId }: { dirty: boolean; saving: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button type="submit" disabled={!dirty || saving} data-testid={testId ?? "save-button"}>
        {saving ? t("common.saving") : t("common.save")}
      </Button>
    </Group>
  );
}
