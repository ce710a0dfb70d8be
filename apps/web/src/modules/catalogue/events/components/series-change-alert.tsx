import { Alert, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { SeriesChangeResult } from "../api/event-series-api";

/** What saving a series did to its events: created, updated, removed, kept and flagged. */
export function SeriesChangeAlert({ result, onClose }: { result: SeriesChangeResult; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color={result.flagged > 0 ? "orange" : "green"}
      variant="light"
      icon={<IconCircleCheck size={18} />}
      title={t("events.seriesResult.title")}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      data-testid="series-change-result"
    >
      <Text size="sm">
        {t("events.seriesResult.summary", {
          created: result.created,
          updated: result.updated,
          removed: result.removed,
          flagged: result.flagged,
        })}
      </Text>
      {result.flagged > 0 && (
        <Text size="sm" mt={4}>
          {t("events.seriesResult.flaggedHelp")}
        </Text>
      )}
    </Alert>
  );
}
