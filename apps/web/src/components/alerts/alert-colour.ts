/**
 * The spec's alert colours (Orange, Red, Green, Blue) and what each says: an error or something
 * that stops work is red, a warning orange, a success green, information blue.
 */
import type { MantineColor } from "@mantine/core";
import type { AlertColour } from "@stund/shared/enums";

export const alertSeverities = ["error", "warning", "success", "information"] as const;
export type AlertSeverity = (typeof alertSeverities)[number];

const severityColours: Record<AlertSeverity, AlertColour> = {
  error: "Red",
  warning: "Orange",
  success: "Green",
  information: "Blue",
};

const mantineColours: Record<AlertColour, MantineColor> = {
  Red: "red",
  Orange: "orange",
  Green: "green",
  Blue: "blue",
};

export function alertColourOf(severity: AlertSeverity): AlertColour {
  return severityColours[severity];
}

/** The Mantine palette colour that shows an alert colour. */
export function mantineColourOf(colour: AlertColour): MantineColor {
  return mantineColours[colour];
}
