import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ExperienceForm } from "../../lib/experience-form-values";
import { translateExperienceMessage } from "../../lib/experience-messages";

/** An error about a whole list (no ticket category, a channel not enabled…), once a save tried it. */
export function SectionError({ form, path }: { form: ExperienceForm; path: string }) {
  const { t } = useTranslation();
  const error = form.errors[path];
  if (!error || !form.isTouched(path)) return null;
  return (
    <Alert
      color="red"
      style={{ whiteSpace: "pre-line" }}
      variant="light"
      icon={<IconAlertCircle size={18} />}
      py="xs"
      role="alert"
      data-testid={`error-${path}`}
    >
      {typeof error === "string" ? translateExperienceMessage(error, t) : error}
    </Alert>
  );
}
