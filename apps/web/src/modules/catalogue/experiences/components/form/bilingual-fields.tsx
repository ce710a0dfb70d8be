import { SimpleGrid, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../../components/inputs/text-field";
import type { ExperienceForm } from "../../lib/experience-form-values";

interface BilingualFieldsProps {
  form: ExperienceForm;
  /** The path of a { EN, IS } value, e.g. "name" or "ticketCategories.0.name". */
  path: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  /** Rows of a multi-line text; single-line when absent. */
  rows?: number;
  testId?: string;
}

/**
 * A text in both console languages side by side (stacked on phones). English is the one
 * customers see when the Icelandic text is left empty.
 */
export function BilingualFields({
  form,
  path,
  label,
  required,
  maxLength,
  rows,
  testId,
}: BilingualFieldsProps) {
  const { t } = useTranslation();
  const field = (language: "EN" | "IS") => {
    const fieldPath = `${path}.${language}`;
    const input = form.getInputProps(fieldPath);
    const value = String(input.value ?? "");
    const common = {
      label: t(`experiences.field.in${language}`, { label }),
      required: language === "EN" && required,
      placeholder: language === "IS" ? t("experiences.field.fallbackToEnglish") : undefined,
      "data-testid": testId ? `${testId}-${language}` : undefined,
    };
    if (!rows) return <TextField key={language} {...common} {...input} value={value} maxLength={maxLength} />;
    const limit = maxLength ?? 1000;
    return (
      <Textarea
        key={language}
        {...common}
        {...input}
        value={value}
        autosize
        minRows={rows}
        maxRows={rows * 3}
        maxLength={limit}
        description={value.length >= limit ? t("validation.maxChars", { n: limit }) : undefined}
      />
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {field("EN")}
      {field("IS")}
    </SimpleGrid>
  );
}
