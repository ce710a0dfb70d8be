import { Checkbox, MultiSelect, NumberInput, Select, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../../components/inputs/phone-field";
import { localizedText } from "../../../../lib/language/localized-text";
import { useLanguage } from "../../../../lib/language/use-language";
import { advanceStop } from "../hooks/advance-on-enter";
import type { CustomField } from "../model/booking-answers";
import type { BookingFormValues } from "../model/booking-form";
import { textInputProps } from "./text-input-props";

interface QuestionInputProps {
  field: CustomField;
  form: UseFormReturnType<BookingFormValues>;
}

/**
 * One booking question in the input its type calls for. A choice is sent as its English text,
 * the same whichever language the desk works in.
 */
export function QuestionInput({ field, form }: QuestionInputProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const path = `answers.${field.id}`;
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
      return <Checkbox {...common} {...form.getInputProps(path, { type: "checkbox" })} {...advanceStop} />;
    case "Number":
      return <NumberInput {...common} {...form.getInputProps(path)} {...advanceStop} />;
    case "TextArea":
      return <Textarea {...common} autosize minRows={2} maxLength={2000} {...form.getInputProps(path)} />;
    case "Dropdown":
      return (
        <Select
          {...common}
          placeholder={t("quickBooking.questions.choose")}
          data={options}
          allowDeselect={!field.required}
          {...form.getInputProps(path)}
          {...advanceStop}
        />
      );
    case "MultiSelect":
      return (
        <MultiSelect
          {...common}
          placeholder={t("quickBooking.questions.choose")}
          data={options}
          {...form.getInputProps(path)}
        />
      );
    case "Phone":
      return <PhoneField {...common} {...textInputProps(form, path)} {...advanceStop} />;
    case "Email":
      return (
        <TextInput {...common} type="email" maxLength={254} {...form.getInputProps(path)} {...advanceStop} />
      );
    case "Date":
      return <TextInput {...common} type="date" {...form.getInputProps(path)} {...advanceStop} />;
    default:
      return <TextInput {...common} maxLength={2000} {...form.getInputProps(path)} {...advanceStop} />;
  }
}
