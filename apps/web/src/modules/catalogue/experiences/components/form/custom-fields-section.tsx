import { Button, Group, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { newCustomField, type ExperienceForm } from "../../lib/experience-form-values";
import { CustomFieldItem } from "./custom-field-item";
import { FormSection } from "./form-section";

/** The contract allows up to 50 questions. */
const maxFields = 50;

export function CustomFieldsSection({ form }: { form: ExperienceForm }) {
  const { t } = useTranslation();
  const fields = form.values.customFields;
  return (
    <FormSection
      id="experience-custom-fields"
      title={t("experiences.section.customFields")}
      description={t("experiences.section.customFieldsHelp")}
    >
      {fields.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="custom-fields-empty">
          {t("experiences.customField.none")}
        </Text>
      )}
      {fields.map((field, index) => (
        <CustomFieldItem key={field.key} form={form} index={index} count={fields.length} />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem("customFields", newCustomField())}
          disabled={fields.length >= maxFields}
          data-testid="field-add"
        >
          {t("experiences.customField.add")}
        </Button>
      </Group>
    </FormSection>
  );
}
