import { Box, Card, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { mountWidget } from "../../../../../widget/src/mount-widget";
import type { WidgetOptions } from "../../../../../widget/src/widget-options";

/**
 * The widget itself, drawn by the widget script's own code into this page: the storefront in a
 * frame with embed=1 (or the button that opens it), so staff see exactly what customers will.
 */
export function WidgetPreview({ origin, options }: { origin: string; options: WidgetOptions }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(options);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    return mountWidget(element, origin, JSON.parse(key) as WidgetOptions);
  }, [origin, key]);

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <div>
          <Title order={4}>{t("widgets.preview.title")}</Title>
          <Text size="sm" c="dimmed">
            {t("widgets.preview.help")}
          </Text>
        </div>
        <Box ref={holder} data-testid="widget-preview" />
      </Stack>
    </Card>
  );
}
