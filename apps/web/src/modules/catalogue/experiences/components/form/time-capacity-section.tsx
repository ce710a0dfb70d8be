import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../../../components/inputs/number-field";
import { numberProps } from "../../lib/field-props";
import type { ExperienceForm } from "../../lib/experience-form-values";
import { DurationInput } from "./duration-input";
import { FormSection } from "./form-section";

export function TimeCapacitySection({ form }: { form: ExperienceForm }) {
  const { t } = useTranslation();
  const number = (path: string, label: string, description?: string, required = false) => (
    <NumberField
      label={label}
      description={description}
      required={required}
      min={0}
      allowDecimal={false}
      {...numberProps(form, path)}
      data-testid={path}
    />
  );
  return (
    <FormSection id="experience-time" title={t("experiences.section.time")}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <DurationInput form={form} />
        {number("capacity", t("experiences.field.capacity"), t("experiences.field.capacityHelp"), true)}
        {number(
          "minParticipants",
          t("experiences.field.minParticipants"),
          t("experiences.field.minParticipantsHelp"),
        )}
        {number(
          "cutoffMinutes",
          t("experiences.field.cutoffMinutes"),
          t("experiences.field.cutoffMinutesHelp"),
        )}
        {number(
          "maxAdvanceDays",
          t("experiences.field.maxAdvanceDays"),
          t("experiences.field.maxAdvanceDaysHelp"),
        )}
      </SimpleGrid>
    </FormSection>
  );
}
