import { Modal, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Asset } from "@stund/shared/contracts/catalogue/schedules";
import { NumberField } from "../../../../components/inputs/number-field";
import { TextField } from "../../../../components/inputs/text-field";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { charLimit } from "../../../../lib/forms/form-validation";
import { useAssetWrites } from "../api/assets-api";
import type { SettingsLevel } from "../../../../lib/http/settings-level";
import {
  assetFieldOf,
  assetFormErrors,
  assetToValues,
  toAssetBody,
  type AssetFormValues,
} from "../forms/asset-form-values";
import { showServerErrors } from "../forms/contract-errors";
import { LevelChoice } from "./level-choice";
import { ModalFormActions } from "./modal-form-actions";

interface AssetFormModalProps {
  level: SettingsLevel;
  /** The page's project; null on the company page. */
  projectId: string | null;
  opened: boolean;
  asset?: Asset;
  onClose: () => void;
}

export function AssetFormModal(props: AssetFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.asset ? t("assetSettings.form.editTitle") : t("assetSettings.form.createTitle")}
      data-testid="asset-modal"
    >
      {props.opened && (
        <AssetForm
          key={props.asset?.id ?? "new"}
          level={props.level}
          projectId={props.projectId}
          asset={props.asset}
          onDone={props.onClose}
        />
      )}
    </Modal>
  );
}

function AssetForm(props: {
  level: SettingsLevel;
  projectId: string | null;
  asset?: Asset;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { save } = useAssetWrites(props.level);
  const form = useValidatedForm<AssetFormValues>({
    initialValues: assetToValues(props.asset, props.level),
    validate: (values) => assetFormErrors(values, props.projectId),
  });
  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: props.asset?.id, body: toAssetBody(values, props.projectId) },
      { onSuccess: props.onDone, onError: (error) => showServerErrors(form, error, assetFieldOf) },
    );
  });
  const { quantity, seatsPerUnit } = form.values;
  const total =
    typeof quantity === "number" && typeof seatsPerUnit === "number" ? quantity * seatsPerUnit : null;
  return (
    <form onSubmit={submit} noValidate data-testid="asset-form">
      <Stack gap="md">
        <TextField
          label={t("assetSettings.form.name")}
          placeholder={t("assetSettings.form.namePlaceholder")}
          required
          data-autofocus
          {...form.getInputProps("name")}
          value={form.values.name}
          data-testid="asset-name"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberField
            label={t("assetSettings.form.quantity")}
            description={t("assetSettings.form.quantityHelp")}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps("quantity")}
            value={form.values.quantity}
            data-testid="asset-quantity"
          />
          <NumberField
            label={t("assetSettings.form.seatsPerUnit")}
            description={t("assetSettings.form.seatsPerUnitHelp")}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps("seatsPerUnit")}
            value={form.values.seatsPerUnit}
            data-testid="asset-seats-per-unit"
          />
        </SimpleGrid>
        {total !== null && (
          <Text size="sm" c="dimmed" data-testid="asset-form-total">
            {t("assetSettings.form.total", { count: total })}
          </Text>
        )}
        <Textarea
          label={t("assetSettings.form.description")}
          autosize
          minRows={2}
          maxRows={6}
          {...charLimit(form.values.description, t, 1000)}
          {...form.getInputProps("description")}
          data-testid="asset-description"
        />
        {props.level === "project" ? (
          <LevelChoice
            value={form.values.level}
            onChange={(level) => form.setFieldValue("level", level)}
            tenantDescription={t("assetSettings.form.tenantHelp")}
            testId="asset-level"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t("assetSettings.form.tenantNote")}
          </Text>
        )}
        <ModalFormActions
          onCancel={props.onDone}
          saving={save.isPending}
          editing={Boolean(props.asset)}
          disabled={props.asset ? !form.isDirty() : false}
          testId="asset-save"
        />
      </Stack>
    </form>
  );
}
