import { NumberInput, SimpleGrid, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../../components/inputs/text-field";
import type { ExperienceForm } from "../../lib/experience-form-values";
import { FormSection } from "./form-section";

/** Coordinates are optional: an empty field stays empty (no location) rather than becoming 0. */
function CoordinateInput({
  form,
  path,
  label,
  limit,
}: {
  form: ExperienceForm;
  path: string;
  label: string;
  limit: number;
}) {
  return (
    <NumberInput
      label={label}
      min={-limit}
      max={limit}
      decimalScale={6}
      hideControls
      {...form.getInputProps(path)}
      data-testid={path}
    />
  );
}

export function LocationSection({ form }: { form: ExperienceForm }) {
  const { t } = useTranslation();
  const meetingPoint = form.values.location.meetingPoint;
  return (
    <FormSection
      id="experience-location"
      title={t("experiences.section.location")}
      description={t("experiences.section.locationHelp")}
    >
      <TextField
        label={t("experiences.field.address")}
        {...form.getInputProps("location.address")}
        value={form.values.location.address}
        data-testid="address"
      />
      <Textarea
        label={t("experiences.field.meetingPoint")}
        placeholder={t("experiences.field.meetingPointPlaceholder")}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={1000}
        description={meetingPoint.length >= 1000 ? t("validation.maxChars", { n: 1000 }) : undefined}
        {...form.getInputProps("location.meetingPoint")}
        data-testid="meeting-point"
      />
      <SimpleGrid cols={2} spacing="md">
        <CoordinateInput
          form={form}
          path="location.latitude"
          label={t("experiences.field.latitude")}
          limit={90}
        />
        <CoordinateInput
          form={form}
          path="location.longitude"
          label={t("experiences.field.longitude")}
          limit={180}
        />
      </SimpleGrid>
    </FormSection>
  );
}
