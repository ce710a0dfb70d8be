import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { formatDuration } from "../model/duration";
import { optionalNumberProps, type FieldForm } from "./form-bindings";
import { OptionalNumberField } from "./optional-number-field";

interface EventSizeFieldsProps {
  form: FieldForm<"capacity" | "durationMinutes", number | "">;
  experience: Experience;
  /**
   * The capacity must be given (one event, its field filled with the experience's); otherwise an
   * empty capacity keeps the experience's, shown as the placeholder.
   */
  capacityRequired: boolean;
  /** The fields' test ids are `${testId}-capacity` and `${testId}-duration`. */
  testId: string;
}

/** Capacity and duration of new events, each naming the experience's own as the default. */
export function EventSizeFields({ form, experience, capacityRequired, testId }: EventSizeFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <OptionalNumberField
        label={t("events.fields.capacity")}
        description={t("events.fields.defaultCapacity", { capacity: experience.capacity })}
        required={capacityRequired || undefined}
        placeholder={capacityRequired ? undefined : String(experience.capacity)}
        min={1}
        {...optionalNumberProps(form, "capacity")}
        data-testid={`${testId}-capacity`}
      />
      <OptionalNumberField
        label={t("events.fields.durationMinutes")}
        description={t("events.fields.defaultDuration", {
          duration: formatDuration(experience.durationMinutes, t),
        })}
        placeholder={String(experience.durationMinutes)}
        min={1}
        {...optionalNumberProps(form, "durationMinutes")}
        data-testid={`${testId}-duration`}
      />
    </SimpleGrid>
  );
}
