/**
 * The event contracts' own messages (beyond docs/product.md §4.6) as catalogue keys, so a form shows them in
 * the user's language; other messages pass through for the shared translation.
 */
export const contractMessageKeys: Record<string, string> = {
  "Add at least one start time": "events.validation.addTime",
  "Choose at least one weekday": "events.validation.chooseWeekday",
  "Each weekday can appear once": "events.validation.weekdayOnce",
  "The end date cannot be before the start date": "events.validation.endBeforeStart",
  "Give an end date or a number of departures": "events.validation.endOrCount",
  "Use a date as YYYY-MM-DD": "validation.required",
  "Use a real calendar date": "validation.required",
  "Use a time as HH:mm": "events.validation.time",
  "Use a date and time as ISO 8601": "events.validation.dateTime",
};

export function contractMessageKey(message: string): string {
  return contractMessageKeys[message] ?? message;
}
