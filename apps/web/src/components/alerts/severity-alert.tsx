import { Alert, type AlertProps } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from "@tabler/icons-react";
import type { ComponentType } from "react";
import { alertColourOf, mantineColourOf, type AlertSeverity } from "./alert-colour";

const icons: Record<AlertSeverity, ComponentType<{ size?: number }>> = {
  error: IconCircleX,
  warning: IconAlertTriangle,
  success: IconCircleCheck,
  information: IconInfoCircle,
};

export interface SeverityAlertProps extends Omit<AlertProps, "color" | "icon"> {
  severity: AlertSeverity;
  iconSize?: number;
}

/** A light Mantine alert in the spec colour and with the icon of its severity. */
export function SeverityAlert({ severity, iconSize = 20, variant = "light", ...props }: SeverityAlertProps) {
  const Icon = icons[severity];
  return (
    <Alert
      {...props}
      variant={variant}
      color={mantineColourOf(alertColourOf(severity))}
      icon={<Icon size={iconSize} />}
      data-severity={severity}
    />
  );
}
