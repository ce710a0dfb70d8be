import { SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../../../components/inputs/number-field";
import { PercentageField } from "../../../../../components/inputs/percentage-field";
import { numberProps, percentProps } from "../../lib/field-props";
import type { ExperienceForm } from "../../lib/experience-form-values";
import { FormSection } from "./form-section";

export function CancellationSection({ form }: { form: ExperienceForm }) {
  const { t } = useTranslation();
  const { freeUntilHours, feePercent } = form.values.cancellationPolicy;
  const complete = freeUntilHours !== "" && feePercent !== "";
  return (
    <FormSection id="experience-cancellation" title={t("experiences.section.cancellation")}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <NumberField
          label={t("experiences.cancellation.freeUntilHours")}
          description={t("experiences.cancellation.freeUntilHoursHelp")}
          required
          min={0}
          allowDecimal={false}
          rightSection={t("experiences.unit.hours")}
          rightSectionWidth={36}
          {...numberProps(form, "cancellationPolicy.freeUntilHours")}
          data-testid="cancellation-hours"
        />
        <PercentageField
          label={t("experiences.cancellation.feePercent")}
          description={t("experiences.cancellation.feePercentHelp")}
          required
          {...percentProps(form, "cancellationPolicy.feePercent")}
          data-testid="cancellation-fee"
        />
      </SimpleGrid>
      {complete && (
        <Text size="sm" c="dimmed" data-testid="cancellation-summary">
          {t("experiences.cancellation.summary", { count: Number(freeUntilHours), fee: feePercent })}
        </Text>
      )}
    </FormSection>
  );
}
