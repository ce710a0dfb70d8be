import { Input, SegmentedControl, SimpleGrid, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { customFieldTypes, type CustomFieldType } from "@stund/shared/enums";
import { Dropdown } from "../../../../../components/dropdowns/dropdown";
import { useLanguage } from "../../../../../lib/language/use-language";
import type { CustomFieldPer, ExperienceForm } from "../../lib/experience-form-values";
import { localizedText } from "../../../../../lib/language/localized-text";
import { BilingualFields } from "./bilingual-fields";
import { CustomFieldOptions } from "./custom-field-options";
import { ListItemCard } from "./list-item-card";

const withOptions = new Set<CustomFieldType>(["Dropdown", "MultiSelect"]);

interface CustomFieldItemProps {
  form: ExperienceForm;
  index: number;
  count: number;
}

/** One booking question: its label, answer type, whether it is required, and whom it asks. */
export function CustomFieldItem({ form, index, count }: CustomFieldItemProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const path = `customFields.${index}`;
  const field = form.values.customFields[index]!;
  const title =
    localizedText(field.label, language).trim() || t("experiences.customField.untitled", { n: index + 1 });
  return (
    <ListItemCard
      form={form}
      list="customFields"
      index={index}
      count={count}
      title={title}
      testId={`field-${index}`}
    >
      <BilingualFields
        form={form}
        path={`${path}.label`}
        label={t("experiences.customField.label")}
        required
        testId={`field-${index}-label`}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Dropdown
          label={t("experiences.customField.type")}
          items={customFieldTypes.map((type) => ({ id: type, name: t(`experiences.fieldType.${type}`) }))}
          value={field.type}
          onChange={(type) => type && form.setFieldValue(`${path}.type`, type as CustomFieldType)}
          allowDeselect={false}
          data-testid={`field-${index}-type`}
        />
        <Input.Wrapper label={t("experiences.customField.per")}>
          <SegmentedControl
            fullWidth
            data={(["Booking", "Participant"] as const).map((per) => ({
              value: per,
              label: t(`experiences.customField.per${per}`),
            }))}
            value={field.per}
            onChange={(per) => form.setFieldValue(`${path}.per`, per as CustomFieldPer)}
            data-testid={`field-${index}-per`}
          />
        </Input.Wrapper>
      </SimpleGrid>
      <Switch
        label={t("experiences.customField.required")}
        checked={field.required}
        onChange={(event) => form.setFieldValue(`${path}.required`, event.currentTarget.checked)}
        data-testid={`field-${index}-required`}
      />
      {withOptions.has(field.type) && <CustomFieldOptions form={form} index={index} />}
    </ListItemCard>
  );
}
