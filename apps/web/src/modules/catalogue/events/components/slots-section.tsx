import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { SlotEditor } from "./slot-editor";

type SlotsSectionProps = ComponentProps<typeof SlotEditor> & {
  /** A line under the title on what the times are for. */
  help?: string;
};

/** The weekly departure times of a series or a template, as a card of its own. */
export function SlotsSection({ help, ...editor }: SlotsSectionProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <Title order={4}>{t("events.slots.title")}</Title>
        {help && (
          <Text size="sm" c="dimmed">
            {help}
          </Text>
        )}
        <SlotEditor {...editor} />
      </Stack>
    </Paper>
  );
}
