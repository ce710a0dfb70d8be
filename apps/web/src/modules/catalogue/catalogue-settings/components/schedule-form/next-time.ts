/** A time one hour after `time` (capped at 23:00), to prefill an added start time or opening. */
export function hourAfter(time: string | undefined, fallback: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time ?? "");
  if (!match) return fallback;
  const hour = Math.min(Number(match[1]) + 1, 23);
  return `${String(hour).padStart(2, "0")}:${match[2]}`;
}
