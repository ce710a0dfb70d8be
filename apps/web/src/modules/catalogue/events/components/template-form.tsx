import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EventTemplate, TemplateBody } from "@stund/shared/contracts/catalogue/events";
import type { Experience, ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import { TextField } from "../../../../components/inputs/text-field";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { charLimit } from "../../../../lib/forms/form-validation";
import { useExperience } from "../../../../lib/queries/experience-queries";
import { useExperienceOptions } from "../model/experience-options";
import {
  templateBodyFrom,
  templateValuesFrom,
  validateTemplateValues,
  type TemplateBodyContext,
  type TemplateFormValues,
} from "../model/template-form";
import { optionalNumberProps } from "./form-bindings";
import { OptionalNumberField } from "./optional-number-field";
import { PriceOverrideEditor } from "./price-override-editor";
import { SlotsSection } from "./slots-section";

interface TemplateFormProps {
  template?: EventTemplate;
  /** The saved template's experience, loaded so its prices can be shown in its currency. */
  initialExperience?: Experience;
  experiences: ExperienceSummary[];
  saving: boolean;
  onSave: (body: TemplateBody) => void;
  secondaryAction?: ReactNode;
}

/** Name, optional experience, duration, capacity, cutoff, weekly times, prices and note. */
export function TemplateForm({
  template,
  initialExperience,
  experiences,
  saving,
  onSave,
  secondaryAction,
}: TemplateFormProps) {
  const { t } = useTranslation();
  const form = useValidatedForm<TemplateFormValues>({
    initialValues: templateValuesFrom(template, initialExperience?.currency ?? "ISK"),
    validate: (values) => validateTemplateValues(values, contextFor(values)),
  });
  const { values } = form;
  const sameAsInitial: boolean =
    values.experienceId !== null && values.experienceId === initialExperience?.id;
  const picked = useExperience(values.experienceId && !sameAsInitial ? values.experienceId : undefined);
  const experience: Experience | undefined = sameAsInitial
    ? initialExperience
    : values.experienceId
      ? picked.data
      : undefined;
  function contextFor(current: TemplateFormValues): TemplateBodyContext {
    const chosen = current.experienceId === experience?.id ? experience : undefined;
    return {
      currency: chosen?.currency ?? initialExperience?.currency ?? "ISK",
      categoryIds: chosen?.ticketCategories.map((category) => category.id) ?? [],
      previous: template,
    };
  }
  const chooseExperience = (id: string | null) => {
    form.setFieldValue("experienceId", id);
    form.setFieldValue("prices", {});
  };
  const submit = form.onSubmit((current) => onSave(templateBodyFrom(current, contextFor(current))));
  const options = useExperienceOptions(experiences, values.experienceId);

  return (
    <form onSubmit={submit} noValidate data-testid="template-form">
      <Stack gap="md">
        <Paper withBorder p={{ base: "md", sm: "lg" }}>
          <Stack gap="sm">
            <TextField
              label={t("events.templates.name")}
              required
              {...form.getInputProps("name")}
              value={values.name}
              data-testid="template-name"
            />
            <Select
              label={t("events.templates.experience")}
              description={t("events.templates.experienceHelp")}
              placeholder={t("events.templates.anyExperience")}
              clearable
              searchable
              data={options}
              value={values.experienceId}
              onChange={chooseExperience}
              data-testid="template-experience"
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <OptionalNumberField
                label={t("events.fields.durationMinutes")}
                placeholder={experience ? String(experience.durationMinutes) : undefined}
                min={1}
                {...optionalNumberProps(form, "durationMinutes")}
                data-testid="template-duration"
              />
              <OptionalNumberField
                label={t("events.fields.capacity")}
                placeholder={experience ? String(experience.capacity) : undefined}
                min={1}
                {...optionalNumberProps(form, "capacity")}
                data-testid="template-capacity"
              />
              <OptionalNumberField
                label={t("events.templates.cutoff")}
                description={t("events.templates.cutoffHelp")}
                placeholder={experience ? String(experience.cutoffMinutes) : undefined}
                min={0}
                {...optionalNumberProps(form, "cutoffMinutes")}
                data-testid="template-cutoff"
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <SlotsSection
          help={t("events.templates.slotsHelp")}
          value={values.slots}
          onChange={(slots) => form.setFieldValue("slots", slots)}
          error={form.getInputProps("slots").error as ReactNode}
        />
        {experience ? (
          <PriceOverrideEditor
            categories={experience.ticketCategories}
            currency={experience.currency}
            value={values.prices}
            onChange={(prices) => form.setFieldValue("prices", prices)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t("events.templates.pricesNeedExperience")}
          </Text>
        )}
        <Paper withBorder p={{ base: "md", sm: "lg" }}>
          <Textarea
            label={t("events.fields.note")}
            description={charLimit(values.note, t, 1000).description}
            maxLength={1000}
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps("note")}
            data-testid="template-note"
          />
        </Paper>
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button type="submit" disabled={saving} data-testid="template-save">
            {saving ? t("common.saving") : template ? t("common.save") : t("common.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
