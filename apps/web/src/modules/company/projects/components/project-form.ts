import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { updateProjectBodySchema } from "@stund/shared/contracts/projects";
import { reservedProjectIdentifiers } from "@stund/shared/identifier";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { contractValidator } from "../../../../lib/forms/form-validation";
import type { ProjectFormValues } from "../hooks/use-projects";

const editSchema = updateProjectBodySchema.omit({ id: true });
/** On create the identifier may be left empty: the server then derives it from the name. */
const createSchema = editSchema.extend({ identifier: z.string().trim().max(63) });

function validateProject(values: ProjectFormValues, t: TFunction, identifierRequired: boolean) {
  const errors = contractValidator<ProjectFormValues>(identifierRequired ? editSchema : createSchema)(values);
  if (!errors.identifier && reservedProjectIdentifiers.has(values.identifier))
    errors.identifier = t("projects.form.identifierReserved");
  return errors;
}

/** The project form shared by the create/edit modal and the project information page. */
export function useProjectForm(initialValues: ProjectFormValues, identifierRequired: boolean) {
  const { t } = useTranslation();
  return useValidatedForm<ProjectFormValues>({
    initialValues,
    validate: (values) => validateProject(values, t, identifierRequired),
  });
}

export type ProjectForm = ReturnType<typeof useProjectForm>;
