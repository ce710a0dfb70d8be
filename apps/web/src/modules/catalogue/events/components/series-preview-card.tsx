import { Alert, Text } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { previewDays, previewSeries, type SeriesPreviewInput } from "../model/series-preview";

interface SeriesPreviewCardProps {
  input: SeriesPreviewInput;
  timeZone: string;
  today: string;
}

/** "N departures, first …, last …" for the first 180 days, computed as the server will. */
export function SeriesPreviewCard({ input, timeZone, today }: SeriesPreviewCardProps) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const preview = useMemo(() => previewSeries(input, timeZone, today), [input, timeZone, today]);
  const local = (date: string, time: string) => dates.long(`${date}T${time}`);
  return (
    <Alert
      variant="light"
      color={preview && preview.count > 0 ? "blue" : "gray"}
      icon={<IconCalendarEvent size={18} />}
      title={t("events.preview.title")}
      data-testid="series-preview"
    >
      {!preview ? (
        <Text size="sm">{t("events.preview.incomplete")}</Text>
      ) : preview.count === 0 || !preview.first || !preview.last ? (
        <Text size="sm">{t("events.preview.none", { days: previewDays })}</Text>
      ) : (
        <>
          <Text size="sm" data-testid="series-preview-summary">
            {t("events.preview.summary", {
              count: preview.count,
              first: local(preview.first.date, preview.first.time),
              last: local(preview.last.date, preview.last.time),
            })}
          </Text>
          {preview.continues && (
            <Text size="xs" c="dimmed" mt={4}>
              {t("events.preview.continues", { days: previewDays, date: dates.short(preview.until) })}
            </Text>
          )}
        </>
      )}
    </Alert>
  );
}
