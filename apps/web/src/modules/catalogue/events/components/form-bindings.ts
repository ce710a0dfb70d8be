import type { GetInputPropsReturnType } from "@mantine/form";
import type { ReactNode } from "react";
import type { LocalDateTime } from "../model/local-instant";

/** What the bindings use of a validated form whose `Field` holds `Value`. */
export interface FieldForm<Field extends string, Value> {
  values: Record<Field, Value>;
  getInputProps: (field: Field) => GetInputPropsReturnType;
  setFieldValue: (field: Field, value: Value) => void;
}

/**
 * Props binding an OptionalNumberField to a form field holding a whole number or "" (empty: the
 * default applies): its value, its change and the error the form shows.
 */
export function optionalNumberProps<Field extends string>(
  form: FieldForm<NoInfer<Field>, number | "">,
  field: Field,
) {
  return {
    ...form.getInputProps(field),
    value: form.values[field],
    onChange: (value: number | "") => form.setFieldValue(field, value),
  };
}

/** The two fields as the form sets them; unlike the interface, this type fits values with an index signature. */
type DateAndTime = Pick<LocalDateTime, "date" | "time">;

/** What a form with a local `date` and `time` field gives a LocalDateTimeInput. */
interface LocalDateTimeForm {
  values: LocalDateTime;
  getInputProps: (field: "date" | "time") => GetInputPropsReturnType;
  setValues: (values: DateAndTime) => void;
}

/** Props binding a LocalDateTimeInput to a form's `date` and `time` fields, set together. */
export function localDateTimeProps(form: LocalDateTimeForm) {
  return {
    value: { date: form.values.date, time: form.values.time },
    onChange: ({ date, time }: LocalDateTime) => form.setValues({ date, time }),
    dateError: form.getInputProps("date").error as ReactNode,
    timeError: form.getInputProps("time").error as ReactNode,
  };
}
