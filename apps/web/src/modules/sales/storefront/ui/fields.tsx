import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";

/** What every field's control carries: its id, its style, and its hint and error for screen readers. */
interface ControlProps {
  id: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "data-testid": string | undefined;
}

interface FieldFrameProps {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  required?: boolean;
  testId?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, the input, a hint under it and its error, tied together for screen readers. */
function FieldFrame({ label, description, error, required, testId, children }: FieldFrameProps) {
  const id = useId();
  const hint = description ? `${id}-hint` : undefined;
  const problem = error ? `${id}-error` : undefined;
  const describedBy = [hint, problem].filter(Boolean).join(" ") || undefined;
  return (
    <div className="sf-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="sf-required" aria-hidden>
            *
          </span>
        )}
      </label>
      {children({
        id,
        className: "sf-input",
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "data-testid": testId,
      })}
      {description && (
        <span id={hint} className="sf-small sf-dimmed">
          {description}
        </span>
      )}
      {error && (
        <span id={problem} className="sf-error">
          {error}
        </span>
      )}
    </div>
  );
}

type Common = { label: ReactNode; description?: ReactNode; error?: string; testId?: string };

export function TextField({
  label,
  description,
  error,
  testId,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame
      label={label}
      description={description}
      error={error}
      required={input.required}
      testId={testId}
    >
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  description,
  error,
  testId,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame
      label={label}
      description={description}
      error={error}
      required={input.required}
      testId={testId}
    >
      {(control) => <textarea {...control} {...input} />}
    </FieldFrame>
  );
}

interface SelectFieldProps extends Common {
  value: string | string[];
  onChange: (value: string | string[]) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
  multiple?: boolean;
  required?: boolean;
}

export function SelectField(props: SelectFieldProps) {
  const { label, description, error, testId, value, onChange, options, placeholder, multiple, required } =
    props;
  return (
    <FieldFrame label={label} description={description} error={error} required={required} testId={testId}>
      {(control) => (
        <select
          {...control}
          aria-required={required || undefined}
          multiple={multiple}
          value={value}
          onChange={(event) =>
            onChange(
              multiple
                ? Array.from(event.target.selectedOptions, (option) => option.value)
                : event.target.value,
            )
          }
        >
          {!multiple && <option value="">{placeholder ?? ""}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  required?: boolean;
  testId?: string;
}

export function CheckField({ label, checked, onChange, error, required, testId }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="sf-field">
      <div className="sf-check">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required={required || undefined}
          data-testid={testId}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <span id={`${id}-error`} className="sf-error">
          {error}
        </span>
      )}
    </div>
  );
}
