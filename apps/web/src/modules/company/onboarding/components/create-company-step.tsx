import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  applyServerFieldErrors,
  failureMessage,
  useContractForm,
} from "../../../../lib/forms/use-contract-form";
import { cacheTenant, createTenant, updateTenant } from "../api/onboarding.api";
import { stepPath } from "../onboarding-steps";
import { useOnboarding, useStepDraft } from "../state/onboarding-context";
import { CompanyFields } from "./company-fields";
import { companyFormSchema, companyFormValues, type CompanyFormValues } from "./company-form-values";
import { StepFrame } from "./step-frame";

const step = "create-company";

/** Creates the tenant (POST /api/tenants); when onboarding resumes, updates the one already created. */
export function CreateCompanyStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { identifier, tenant, startTenant, creationError, setCreationError } = useOnboarding();
  const [draft, keepDraft] = useStepDraft<CompanyFormValues>(step);
  const form = useContractForm<CompanyFormValues>({
    schema: companyFormSchema,
    initialValues: draft ?? companyFormValues(tenant),
    onValuesChange: keepDraft,
  });

  const save = useMutation({
    mutationFn: async (values: CompanyFormValues) => {
      const body = companyFormSchema.parse(values);
      if (identifier && tenant) {
        const companyInfo = { ...tenant.companyInfo, ...body.companyInfo };
        cacheTenant(
          queryClient,
          await updateTenant(identifier, { name: body.name, companyInfo }, `onboarding/${step}`),
        );
        return;
      }
      const created = await createTenant(body);
      cacheTenant(queryClient, created);
      startTenant(created.identifier);
      await queryClient.invalidateQueries({ queryKey: ["currentUser"] });
    },
    onMutate: () => setCreationError(undefined),
    onSuccess: () => navigate(stepPath("regional-settings")),
    onError: (error) => {
      if (applyServerFieldErrors(form, error)) return;
      if (!tenant) setCreationError(error);
    },
  });

  return (
    <StepFrame
      step={step}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      saving={save.isPending}
      error={!tenant && creationError ? failureMessage(creationError, t) : undefined}
    >
      <CompanyFields form={form} identifierLocked={Boolean(tenant)} />
    </StepFrame>
  );
}
