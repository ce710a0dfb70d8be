import { useCallback, useEffect, useRef } from "react";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import type { Currency } from "@stund/shared/enums";
import { valuesFromExperience, type ExperienceForm } from "../lib/experience-form-values";

/**
 * Keeps the editor on the saved experience. `load` makes a saved version the form's values and
 * clean state (after a save, which also gives new ticket categories their ids); a newer version
 * arriving otherwise (after archiving, or a refetch) is loaded unless the user has changes.
 */
export function useSavedExperience(
  form: ExperienceForm,
  experience: Experience | undefined,
  currency: Currency,
) {
  const loaded = useRef(experience?.updatedAt);
  const load = useCallback(
    (saved: Experience) => {
      loaded.current = saved.updatedAt;
      const values = valuesFromExperience(saved, currency);
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      form.resetTouched();
      form.clearErrors();
    },
    [currency, form],
  );
  useEffect(() => {
    if (!experience || experience.updatedAt === loaded.current || form.isDirty()) return;
    load(experience);
  }, [experience, form, load]);
  return load;
}
