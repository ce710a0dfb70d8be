import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { AuditEntryView } from "@stund/shared/contracts/audit-log";
import { utcToZoned } from "@stund/shared/scheduling/zoned-time";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { useNumberFormat } from "../../../../lib/formats/use-number-format";
import { isInstant } from "../model/audit-values";

/** "YYYY-MM-DDTHH:mm" of an instant on the company's clock; null when it cannot be read. */
function wallClock(instant: string, timeZone: string): string | null {
  try {
    const zoned = utcToZoned(new Date(instant), timeZone);
    return `${zoned.date}T${zoned.time}`;
  } catch {
    return null;
  }
}

/** Where the subject of an entry is shown in the console, when it has a page. */
function subjectPath(entry: AuditEntryView, tenant: string): string | null {
  const id = entry.subjectId ? encodeURIComponent(entry.subjectId) : null;
  const project = entry.projectId ? `/${tenant}/${encodeURIComponent(entry.projectId)}` : null;
  switch (entry.subjectType) {
    case "Booking":
      return project && id ? `${project}/bookings/${id}` : null;
    case "Event":
      return project && id ? `${project}/edit-singular-event/${id}` : null;
    case "Series":
      return project && id ? `${project}/edit-event-series/${id}` : null;
    case "Experience":
      return project && id ? `${project}/edit-experience/${id}` : null;
    case "PaymentSettings":
      return `/${tenant}/settings/payment-and-billing/payment-settings`;
    case "User":
      return `/${tenant}/settings/staff/individuals`;
    case "Invitation":
      return `/${tenant}/settings/staff/pending`;
    default:
      return null;
  }
}

interface ValueWords {
  t: (key: string) => string;
  decimal: (value: number) => string;
  time: (instant: string) => string;
}

/** A value as the drawer shows it: words for yes, no and nothing, numbers and times as the company reads them. */
function formatValue(raw: unknown, words: ValueWords): string {
  const { t } = words;
  if (raw === null || raw === undefined || raw === "") return t("auditLog.value.none");
  if (typeof raw === "boolean") return t(raw ? "auditLog.value.yes" : "auditLog.value.no");
  if (typeof raw === "number") return words.decimal(raw);
  if (isInstant(raw)) return words.time(raw);
  if (raw === "changed" || raw === "removed") return t(`auditLog.value.${raw}`);
  if (typeof raw === "string") return raw;
  if (Array.isArray(raw)) return raw.map((item) => formatValue(item, words)).join(", ");
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length === 0) return t("auditLog.value.none");
  return entries.map(([key, item]) => `${key}: ${formatValue(item, words)}`).join("; ");
}

/**
 * How the log says its entries: actions, subjects and fields in words (an action or field this
 * console does not know is shown by its own name), times on the company's clock, values as read.
 */
export function useAuditFormat(timeZone: string | undefined) {
  const { t } = useTranslation();
  const { tenant = "" } = useParams();
  const dates = useDateFormat();
  const numbers = useNumberFormat();
  const time = useCallback(
    (instant: string) => dates.long((timeZone && wallClock(instant, timeZone)) || instant),
    [dates, timeZone],
  );
  // Counts and amounts as written: grouped in the company's number format, no decimals added.
  const decimal = useMemo(() => new Intl.NumberFormat(numbers.locale).format, [numbers.locale]);
  const value = useCallback((raw: unknown) => formatValue(raw, { t, decimal, time }), [t, decimal, time]);
  return useMemo(
    () => ({
      time,
      value,
      action: (action: string) => t(`auditLog.action.${action}`, { defaultValue: action }),
      field: (field: string) => t(`auditLog.field.${field}`, { defaultValue: field }),
      subjectType: (type: string) => t(`auditLog.subjectType.${type}`, { defaultValue: type }),
      actor: (entry: AuditEntryView) =>
        entry.actorId === null && entry.actorName === "System" ? t("auditLog.system") : entry.actorName,
      subject: (entry: AuditEntryView) =>
        entry.subjectType === "PaymentSettings" || !entry.subjectLabel
          ? t(`auditLog.subjectType.${entry.subjectType}`, { defaultValue: entry.subjectType })
          : entry.subjectLabel,
      link: (entry: AuditEntryView) => subjectPath(entry, tenant),
    }),
    [t, time, value, tenant],
  );
}

export type AuditFormat = ReturnType<typeof useAuditFormat>;
