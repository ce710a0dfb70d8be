import { Checkbox, MultiSelect, NumberInput, Select, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../../components/inputs/phone-field";
import { localizedText } from "../../../../lib/language/localized-text";
import { useLanguage } from "../../../../lib/language/use-language";
import type { Question } from "../model/answers";
import type { CheckoutValues } from "../model/checkout";

/**
 * One booking question in the input its type calls for. A choice is sent as its English text,
 * whichever language the customer reads, so the company sees the same words for every answer.
 */
export function QuestionField({ field, form }: { field: Question; form: UseFormReturnType<CheckoutValues> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const path = `answers.${field.id}`;
  const input = form.getInputProps(path);
  const common = {
    label: localizedText(field.label, language),
    required: field.required,
    "data-testid": `question-${field.id}`,
  };
  const options = field.options.map((option) => ({
    value: option.EN,
    label: localizedText(option, language),
  }));
  switch (field.type) {
    case "Boolean":
      return <Checkbox {...common} {...form.getInputProps(path, { type: "checkbox" })} />;
    case "Number":
      return <NumberInput {...common} {...input} />;
    case "TextArea":
      return <Textarea {...common} autosize minRows={2} maxLength={2000} {...input} />;
    case "Dropdown":
      return (
        <Select
          {...common}
          placeholder={t("storefront.questions.choose")}
          data={options}
          allowDeselect={!field.required}
          {...input}
        />
      );
    case "MultiSelect":
      return (
        <MultiSelect {...common} placeholder={t("storefront.questions.choose")} data={options} {...input} />
      );
    case "Phone":
      return (
        <PhoneField
          {...common}
          value={String(input.value ?? "")}
          onChange={(value) => form.setFieldValue(path, value)}
          onBlur={input.onBlur as () => void}
          error={input.error as React.ReactNode}
        />
      );
    case "Email":
      return <TextInput {...common} type="email" maxLength={254} {...input} />;
    case "Date":
      return <TextInput {...common} type="date" {...input} />;
    default:
      return <TextInput {...common} maxLength={2000} {...input} />;
  }
}
