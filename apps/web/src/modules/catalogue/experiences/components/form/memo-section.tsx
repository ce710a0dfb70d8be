/**
 * The editor is one long controlled form: every keystroke renders the form again. A section
 * wrapped here renders only when its own values, its errors (and whether they show) or its other
 * props change. Its `form` prop may then be an older render's object, which is safe: the form's
 * methods work on the current state, and the section reads only values that did not change.
 */
import { memo, type ComponentType } from "react";
import type { ExperienceForm, ExperienceFormValues } from "../../lib/experience-form-values";

type Field = keyof ExperienceFormValues;

const within = (path: string, fields: readonly Field[]) =>
  fields.some((field) => path === field || path.startsWith(`${String(field)}.`));

/** The section's errors with whether each is on screen, as a comparable string. */
function errorSignature(form: ExperienceForm, fields: readonly Field[]): string {
  const shown = Object.entries(form.errors)
    .filter(([path, error]) => error && within(path, fields))
    .map(([path, error]) => [path, String(error), form.isTouched(path) || form.isDirty(path)]);
  return JSON.stringify(shown);
}

const valueSignature = (form: ExperienceForm, fields: readonly Field[]) =>
  JSON.stringify(fields.map((field) => form.values[field]));

export function memoSection<Props extends { form: ExperienceForm }>(
  Section: ComponentType<Props>,
  fields: readonly Field[],
): ComponentType<Props> {
  type Inner = Props & { errors: string };
  const Memoised = memo(
    function MemoisedSection({ errors: _errors, ...props }: Inner) {
      return <Section {...(props as unknown as Props)} />;
    },
    (previous: Inner, next: Inner) =>
      Object.keys(next).every(
        (key) => key === "form" || previous[key as keyof Inner] === next[key as keyof Inner],
      ) && valueSignature(previous.form, fields) === valueSignature(next.form, fields),
  );
  function SectionWithSignature(props: Props) {
    return <Memoised {...props} errors={errorSignature(props.form, fields)} />;
  }
  SectionWithSignature.displayName = `Memo(${Section.displayName ?? Section.name})`;
  return SectionWithSignature;
}
