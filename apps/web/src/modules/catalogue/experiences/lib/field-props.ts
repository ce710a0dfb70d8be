import type { ExperienceForm, NumberValue } from "./experience-form-values";

/** Form props for the number, money and percentage inputs, whose value is required. */
export function numberProps(form: ExperienceForm, path: string) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: (props.value ?? "") as NumberValue,
    onChange: props.onChange as (value: NumberValue) => void,
  };
}

export function percentProps(form: ExperienceForm, path: string) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: (props.value ?? "") as number | "",
    onChange: props.onChange as (value: number | "") => void,
  };
}
