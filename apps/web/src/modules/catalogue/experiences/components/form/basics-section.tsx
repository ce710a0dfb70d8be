import { Input, MultiSelect, SegmentedControl, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { experienceStatuses, type ExperienceStatus } from "@stund/shared/enums";
import { normaliseIdentifier } from "@stund/shared/identifier";
import { TextField } from "../../../../../components/inputs/text-field";
import type { LanguageTag } from "../../../../../lib/language/language";
import { useLanguage } from "../../../../../lib/language/use-language";
import type { ExperienceForm } from "../../lib/experience-form-values";
import { BilingualFields } from "./bilingual-fields";
import { FormSection } from "./form-section";

/** Languages guides commonly speak on tours in the Nordics, as ISO 639-1 codes. */
const guideLanguageCodes = ["en", "is", "de", "fr", "es", "it", "nl", "da", "sv", "no", "pl", "zh", "ja"];

function languageNames(tag: LanguageTag): (code: string) => string {
  const names = new Intl.DisplayNames([tag], { type: "language" });
  return (code) => names.of(code) ?? code;
}

export function BasicsSection({ form }: { form: ExperienceForm }) {
  const { t } = useTranslation();
  const { tag } = useLanguage();
  const values = form.values;
  const preview = normaliseIdentifier(values.tag.trim() || values.name.EN.trim());
  const nameOf = languageNames(tag);
  const codes = [...new Set([...guideLanguageCodes, ...values.guideLanguages])];
  return (
    <FormSection id="experience-basics" title={t("experiences.section.basics")}>
      <BilingualFields form={form} path="name" label={t("experiences.field.name")} required testId="name" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextField
          label={t("experiences.field.tag")}
          description={
            preview ? (
              <Text span size="xs" c="dimmed" data-testid="tag-preview">
                {t("experiences.field.tagPreview", { tag: preview })}
              </Text>
            ) : (
              t("experiences.field.tagHelp")
            )
          }
          maxLength={63}
          {...form.getInputProps("tag")}
          value={values.tag}
          data-testid="tag"
        />
        <Input.Wrapper label={t("experiences.field.status")}>
          <SegmentedControl
            fullWidth
            data={experienceStatuses.map((status) => ({
              value: status,
              label: t(`experiences.status.${status}`),
            }))}
            value={values.status}
            onChange={(status) => form.setFieldValue("status", status as ExperienceStatus)}
            data-testid="status"
          />
        </Input.Wrapper>
      </SimpleGrid>
      <BilingualFields
        form={form}
        path="shortDescription"
        label={t("experiences.field.shortDescription")}
        rows={2}
        maxLength={500}
      />
      <BilingualFields
        form={form}
        path="description"
        label={t("experiences.field.description")}
        rows={5}
        maxLength={10_000}
      />
      <MultiSelect
        label={t("experiences.field.guideLanguages")}
        placeholder={
          values.guideLanguages.length ? undefined : t("experiences.field.guideLanguagesPlaceholder")
        }
        data={codes.map((code) => ({ value: code, label: nameOf(code) }))}
        searchable
        clearable
        {...form.getInputProps("guideLanguages")}
        data-testid="guide-languages"
      />
    </FormSection>
  );
}
