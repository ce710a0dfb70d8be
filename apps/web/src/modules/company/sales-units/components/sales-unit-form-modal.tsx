import { Button, Group, Modal, MultiSelect, Select, Stack, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { updateSalesUnitBodySchema, type SalesUnit } from "@stund/shared/contracts/projects";
import { salesChannels, type PaymentMethod, type SalesChannel } from "@stund/shared/enums";
import { ApiError } from "../../../../lib/http/api-error";
import { TextField } from "../../../../components/inputs/text-field";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { charLimit, contractValidator, serverFieldErrors } from "../../../../lib/forms/form-validation";
import { useSalesUnitWrites, type SalesUnitValues } from "../hooks/use-sales-units";

/** "Unknown" is a recorded state of a payment, not something a desk can accept. */
export const selectablePaymentMethods: PaymentMethod[] = ["Card", "Cash"];
const valuesSchema = updateSalesUnitBodySchema.omit({ id: true, projectId: true });

interface SalesUnitFormModalProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
  salesUnit?: SalesUnit;
}

export function SalesUnitFormModal({ projectId, opened, onClose, salesUnit }: SalesUnitFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={salesUnit ? t("salesUnits.form.editTitle") : t("salesUnits.form.createTitle")}
      data-testid="sales-unit-modal"
    >
      {opened && (
        <SalesUnitForm
          key={salesUnit?.id ?? "new"}
          projectId={projectId}
          salesUnit={salesUnit}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function SalesUnitForm(props: { projectId: string; salesUnit?: SalesUnit; onDone: () => void }) {
  const { t } = useTranslation();
  const { save } = useSalesUnitWrites(props.projectId);
  const unit = props.salesUnit;
  const form = useValidatedForm<SalesUnitValues>({
    initialValues: {
      name: unit?.name ?? "",
      channel: unit?.channel ?? "Public",
      paymentMethods: unit?.paymentMethods.filter((m) => m !== "Unknown") ?? ["Card", "Cash"],
      receiptText: unit?.receiptText ?? "",
    },
    validate: (values) => {
      const errors = contractValidator<SalesUnitValues>(valuesSchema)(values);
      if (values.paymentMethods.length === 0)
        errors.paymentMethods = t("salesUnits.form.paymentMethodsRequired");
      return errors;
    },
  });
  const submit = form.onSubmit((values) => {
    const body = { ...values, name: values.name.trim(), receiptText: values.receiptText.trim() };
    save.mutate(
      { ...body, id: unit?.id },
      {
        onSuccess: props.onDone,
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(serverFieldErrors(error.problem.errors));
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate data-testid="sales-unit-form">
      <Stack gap="md">
        <TextField
          label={t("salesUnits.form.name")}
          placeholder={t("salesUnits.form.namePlaceholder")}
          required
          data-autofocus
          {...form.getInputProps("name")}
          value={form.values.name}
          data-testid="sales-unit-name"
        />
        <Select
          label={t("salesUnits.form.channel")}
          description={t(`salesUnits.channelHelp.${form.values.channel}`)}
          data={salesChannels.map((channel) => ({
            value: channel,
            label: t(`salesUnits.channel.${channel}`),
          }))}
          allowDeselect={false}
          required
          {...form.getInputProps("channel")}
          onChange={(value) => value && form.setFieldValue("channel", value as SalesChannel)}
          data-testid="sales-unit-channel"
        />
        <MultiSelect
          label={t("salesUnits.form.paymentMethods")}
          data={selectablePaymentMethods.map((method) => ({
            value: method,
            label: t(`salesUnits.paymentMethod.${method}`),
          }))}
          required
          {...form.getInputProps("paymentMethods")}
          data-testid="sales-unit-payment-methods"
        />
        <Textarea
          label={t("salesUnits.form.receiptText")}
          description={t("salesUnits.form.receiptTextHelp")}
          autosize
          minRows={3}
          maxRows={8}
          {...charLimit(form.values.receiptText, t, 1000)}
          {...form.getInputProps("receiptText")}
          data-testid="sales-unit-receipt-text"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {t("common.cancel")}
          </Button>
          <Button
            type="submit"
            disabled={save.isPending || (unit ? !form.isDirty() : false)}
            data-testid="sales-unit-save"
          >
            {save.isPending ? t("common.saving") : unit ? t("common.save") : t("common.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
