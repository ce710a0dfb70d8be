import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../../components/inputs/text-field";
import { newOption, type ExperienceForm } from "../../lib/experience-form-values";
import { ListItemControls } from "./list-item-controls";
import { SectionError } from "./section-error";

/** The contract allows up to 50 options per question. */
const maxOptions = 50;

/** The choices of a Dropdown or MultiSelect question, each in both languages. */
export function CustomFieldOptions({ form, index }: { form: ExperienceForm; index: number }) {
  const { t } = useTranslation();
  const path = `customFields.${index}.options`;
  const options = form.values.customFields[index]!.options;
  const add = () => {
    form.insertListItem(path, newOption());
    form.clearFieldError(path);
  };
  return (
    <Stack gap="xs" data-testid={`field-${index}-options`}>
      <Text size="sm" fw={500}>
        {t("experiences.customField.options")}
      </Text>
      <SectionError form={form} path={path} />
      {options.map((option, optionIndex) => (
        <Group key={optionIndex} align="flex-end" wrap="nowrap" gap="xs">
          <SimpleGrid cols={2} spacing="xs" style={{ flex: 1 }}>
            <TextField
              label={t("experiences.field.inEN", {
                label: t("experiences.customField.option", { n: optionIndex + 1 }),
              })}
              required
              {...form.getInputProps(`${path}.${optionIndex}.EN`)}
              value={option.EN}
              data-testid={`field-${index}-option-${optionIndex}-EN`}
            />
            <TextField
              label={t("experiences.field.inIS", {
                label: t("experiences.customField.option", { n: optionIndex + 1 }),
              })}
              placeholder={t("experiences.field.fallbackToEnglish")}
              {...form.getInputProps(`${path}.${optionIndex}.IS`)}
              value={option.IS}
              data-testid={`field-${index}-option-${optionIndex}-IS`}
            />
          </SimpleGrid>
          <ListItemControls
            index={optionIndex}
            count={options.length}
            itemLabel={option.EN || t("experiences.customField.option", { n: optionIndex + 1 })}
            onRemove={() => form.removeListItem(path, optionIndex)}
            testId={`field-${index}-option-${optionIndex}`}
          />
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={add}
          disabled={options.length >= maxOptions}
          data-testid={`field-${index}-option-add`}
        >
          {t("experiences.customField.addOption")}
        </Button>
      </Group>
    </Stack>
  );
}
