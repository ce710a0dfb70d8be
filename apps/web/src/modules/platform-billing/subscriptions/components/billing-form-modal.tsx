import { Alert, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { billingInfoSchema, type Tenant } from "@stund/shared/contracts/tenants";
import { ActionModal } from "../../../../components/modals/action-modal";
import { applyServerFieldErrors, useContractForm } from "../../../../lib/forms/use-contract-form";
import { currentTenantKey } from "../../../../lib/tenant/use-current-tenant";
import {
  BillingInformationFields,
  type BillingFieldValues,
} from "../../../../components/forms/billing-information-fields";
import { saveBillingInfo } from "../api/subscriptions.api";
import { billingFormValues } from "../billing-form-values";
import type { PurchaseRequest } from "../hooks/use-purchase";

interface BillingFormModalProps {
  tenant: string;
  company: Tenant | undefined;
  request: PurchaseRequest;
  onClose: () => void;
  /** Continues the purchase once the billing information is saved. */
  onContinue: (request: PurchaseRequest) => Promise<void>;
}

/**
 * docs/product.md §12.5: the buy flow without a company id number or billing email. Same title as the confirm
 * dialog, a "Confirm" button, the note and the billing form; it saves only valid information,
 * then the purchase goes on.
 */
export function BillingFormModal({ tenant, company, request, onClose, onContinue }: BillingFormModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const form = useContractForm<BillingFieldValues>({
    schema: billingInfoSchema,
    initialValues: billingFormValues(company, { fromCompanyInformation: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const saved = await saveBillingInfo(tenant, billingInfoSchema.parse(values), { quietSuccess: true });
      queryClient.setQueryData(currentTenantKey(tenant), saved);
      await onContinue(request);
      onClose();
    } catch (error) {
      applyServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <ActionModal
      opened
      title={request.title}
      onClose={onClose}
      busy={busy}
      formId="billing-form-modal"
      confirmLabel={t("common.confirm")}
      size="lg"
      data-testid="billing-form-modal"
    >
      <form id="billing-form-modal" onSubmit={submit} noValidate>
        <Stack gap="md">
          {request.text && <Text size="sm">{request.text}</Text>}
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
            {t("plans.buy.billingNote")}
          </Alert>
          <BillingInformationFields form={form} />
        </Stack>
      </form>
    </ActionModal>
  );
}
