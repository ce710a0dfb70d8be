/**
 * TimeField: a time of day as 24-hour HH:mm (docs/product.md §4.4) in every browser and language. The
 * browser's own time input follows the browser's clock instead (e.g. "10:00 AM" in English-US).
 * It has an hours and a minutes box: typing "0930" into the hours box moves on to the minutes,
 * and pasting "09:30" into either box fills both.
 */
import { TimePicker, type TimePickerProps } from "@mantine/dates";

export interface TimeFieldProps extends Omit<
  TimePickerProps,
  "value" | "defaultValue" | "onChange" | "format" | "withSeconds" | "type"
> {
  /** "HH:mm", or "" when no full time is given. */
  value: string;
  /** Called with "HH:mm", or with "" once the hours or the minutes are cleared. */
  onChange: (value: string) => void;
  /**
   * Stays on the field's outer box; the hours and minutes boxes get `${testId}-hours` and
   * `${testId}-minutes` so tests can type into them.
   */
  "data-testid"?: string;
}

const leadingTime = /^([01]\d|2[0-3]):([0-5]\d)/;

/** "HH:mm" from what the picker gives ("HH:mm" or "HH:mm:ss"), or "" for anything else. */
export function toTimeOfDay(value: string): string {
  const match = leadingTime.exec(value);
  return match ? `${match[1]}:${match[2]}` : "";
}

export function TimeField({
  value,
  onChange,
  "data-testid": testId,
  "aria-label": ariaLabel,
  hoursInputProps,
  minutesInputProps,
  ...pickerProps
}: TimeFieldProps) {
  // A visible label points at the hours box; the field's name also goes on any box without one.
  const name = ariaLabel ?? (typeof pickerProps.label === "string" ? pickerProps.label : undefined);
  return (
    <TimePicker
      {...pickerProps}
      format="24h"
      value={toTimeOfDay(value)}
      onChange={(next) => onChange(toTimeOfDay(next))}
      data-testid={testId}
      hoursInputLabel={pickerProps.hoursInputLabel ?? ariaLabel}
      minutesInputLabel={pickerProps.minutesInputLabel ?? name}
      hoursInputProps={{
        ...hoursInputProps,
        ...(testId ? { "data-testid": `${testId}-hours` } : {}),
      }}
      minutesInputProps={{
        ...minutesInputProps,
        ...(testId ? { "data-testid": `${testId}-minutes` } : {}),
      }}
    />
  );
}
