import type { UseFormReturnType } from "@mantine/form";
import type { BookingFormValues } from "../model/booking-form";

/** Form props for the console's text and phone fields, whose value is a required string. */
export function textInputProps(form: UseFormReturnType<BookingFormValues>, path: string) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: String(props.value ?? ""),
    onChange: (value: string) => form.setFieldValue(path, value),
  };
}
