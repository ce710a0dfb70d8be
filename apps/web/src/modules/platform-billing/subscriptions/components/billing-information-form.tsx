import { Stack } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { billingInfoSchema, type BillingInfo, type Tenant } from "@stund/shared/contracts/tenants";
import { applyServerFieldErrors, useContractForm } from "../../../../lib/forms/use-contract-form";
import { currentTenantKey } from "../../../../lib/tenant/use-current-tenant";
import { SaveButton } from "../../../../components/settings/save-button";
import {
  BillingInformationFields,
  type BillingFieldValues,
} from "../../../../components/forms/billing-information-fields";
import { saveBillingInfo } from "../api/subscriptions.api";
import { billingFormValues } from "../billing-form-values";

/** docs/product.md §6.6 billing form: saved only when valid, Save enabled only when something changed. */
export function BillingInformationForm({ tenant, company }: { tenant: string; company: Tenant }) {
  const queryClient = useQueryClient();
  const form = useContractForm<BillingFieldValues>({
    schema: billingInfoSchema,
    initialValues: billingFormValues(company),
  });
  const save = useMutation({
    mutationFn: (body: BillingInfo) => saveBillingInfo(tenant, body),
    onSuccess: (saved) => queryClient.setQueryData(currentTenantKey(tenant), saved),
  });
  const submit = form.onSubmit((values) => {
    const body = billingInfoSchema.parse(values);
    save.mutate(body, {
      onSuccess: () => {
        form.setValues(body);
        form.resetDirty(body);
      },
      onError: (error) => applyServerFieldErrors(form, error),
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="billing-information-form">
      <Stack gap="md">
        <BillingInformationFields form={form} />
        <SaveButton
          dirty={form.isDirty() && form.isValid()}
          saving={save.isPending}
          testId="billing-information-save"
        />
      </Stack>
    </form>
  );
}
