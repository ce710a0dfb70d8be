import { Text, Timeline } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { useMoney } from "../../../../lib/formats/use-money";
import { useLocalTime } from "../hooks/use-local-time";
import { historyActionKey, historyNotes, type HistoryNote } from "../model/history-lines";
import { DetailSection } from "./detail-section";

/** Who did what to the booking and when, oldest first as the server keeps it. */
export function BookingHistory({ booking, timeZone }: { booking: BookingDetail; timeZone: string }) {
  const { t } = useTranslation();
  const moneyOf = useMoney();
  const localTime = useLocalTime(timeZone);
  const noteText = (note: HistoryNote) => {
    if ("count" in note) return t(note.key, { count: note.count });
    if ("amount" in note) return t(note.key, { amount: moneyOf(note.amount, booking.currency) });
    if ("at" in note) return t(note.key, { time: localTime(note.at) });
    if ("email" in note) return t(note.key, { email: note.email });
    return t(note.key);
  };
  return (
    <DetailSection title={t("bookings.history.title")} testId="booking-history">
      {booking.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("bookings.history.empty")}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} active={booking.history.length - 1}>
          {booking.history.map((entry, index) => {
            const key = historyActionKey(entry.action);
            const actor =
              entry.actorName ?? t(`bookings.actor.${entry.actorKind}`, { defaultValue: entry.actorKind });
            const notes = historyNotes(entry).map(noteText);
            return (
              <Timeline.Item
                key={`${entry.at}-${index}`}
                title={key ? t(key) : entry.action}
                data-testid="history-entry"
              >
                {notes.length > 0 && (
                  <Text size="sm" data-testid="history-notes">
                    {notes.join(" · ")}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {actor} · {localTime(entry.at)}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </DetailSection>
  );
}
