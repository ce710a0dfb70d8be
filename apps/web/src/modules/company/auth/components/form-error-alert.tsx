import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

/** A server answer's title shown next to the form that caused it. */
export function FormErrorAlert({ message, testId }: { message: string | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid={testId ?? "form-error"}>
      {message}
    </Alert>
  );
}
