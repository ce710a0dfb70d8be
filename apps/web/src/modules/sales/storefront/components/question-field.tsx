import { localizedText } from "../../../../lib/language/localized-text";
import type { CheckoutState } from "../hooks/use-checkout-values";
import { useSite } from "../hooks/site-context";
import type { Question } from "../model/answers";
import { messageText } from "../text/site-text";
import { CheckField, SelectField, TextAreaField, TextField } from "../ui/fields";

/**
 * One booking question in the input its type calls for. A choice is sent as its English text,
 * whichever language the customer reads, so the company sees the same words for every answer.
 */
export function QuestionField({ field, form }: { field: Question; form: CheckoutState }) {
  const { t, request } = useSite();
  const path = `answers.${field.id}`;
  const value = form.values.answers[field.id];
  const message = form.errorOf(path);
  const common = {
    label: localizedText(field.label, request.language),
    required: field.required,
    testId: `question-${field.id}`,
    error: message ? messageText(message, t) : undefined,
  };
  const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const onText = (next: string) => form.setAnswer(field.id, next);
  const onBlur = () => form.leave(path);
  const options = field.options.map((option) => ({
    value: option.EN,
    label: localizedText(option, request.language),
  }));
  switch (field.type) {
    case "Boolean":
      return (
        <CheckField
          label={common.label}
          checked={value === true}
          onChange={(checked) => form.setAnswer(field.id, checked)}
          error={common.error}
          testId={common.testId}
        />
      );
    case "Dropdown":
    case "MultiSelect":
      return (
        <SelectField
          {...common}
          multiple={field.type === "MultiSelect"}
          placeholder={t("storefront.questions.choose")}
          options={options}
          value={field.type === "MultiSelect" ? (Array.isArray(value) ? value : []) : text}
          onChange={(next) => form.setAnswer(field.id, next)}
        />
      );
    case "TextArea":
      return (
        <TextAreaField
          {...common}
          maxLength={2000}
          value={text}
          onChange={(event) => onText(event.target.value)}
          onBlur={onBlur}
        />
      );
    case "Number":
      return (
        <TextField
          {...common}
          type="number"
          inputMode="decimal"
          value={text}
          onChange={(event) =>
            form.setAnswer(field.id, event.target.value === "" ? "" : Number(event.target.value))
          }
          onBlur={onBlur}
        />
      );
    case "Phone":
      return (
        <TextField
          {...common}
          type="tel"
          autoComplete="tel"
          maxLength={40}
          value={text}
          onChange={(event) => onText(event.target.value)}
          onBlur={onBlur}
        />
      );
    case "Email":
      return (
        <TextField
          {...common}
          type="email"
          maxLength={254}
          value={text}
          onChange={(event) => onText(event.target.value)}
          onBlur={onBlur}
        />
      );
    case "Date":
      return (
        <TextField
          {...common}
          type="date"
          value={text}
          onChange={(event) => onText(event.target.value)}
          onBlur={onBlur}
        />
      );
    default:
      return (
        <TextField
          {...common}
          maxLength={2000}
          value={text}
          onChange={(event) => onText(event.target.value)}
          onBlur={onBlur}
        />
      );
  }
}
