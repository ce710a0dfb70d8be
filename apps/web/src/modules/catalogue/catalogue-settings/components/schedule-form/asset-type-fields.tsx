import { Alert, Input, Select, SimpleGrid, SegmentedControl, Stack } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Asset } from "@stund/shared/contracts/catalogue/schedules";
import { durationUnits, type DurationUnit } from "@stund/shared/enums";
import { NumberField } from "../../../../../components/inputs/number-field";
import type { ScheduleForm } from "./schedule-form-type";

export interface AssetOptions {
  assets: Asset[];
  isLoading: boolean;
  /** The company's plan does not include asset pools (403 FeatureAccessDenied). */
  notInPlan: boolean;
  isError: boolean;
}

/** A rental: the asset pool it books, and the shortest and longest rental in Hours, Days or Months. */
export function AssetTypeFields({ form, options }: { form: ScheduleForm; options: AssetOptions }) {
  const { t } = useTranslation();
  if (options.notInPlan) {
    return (
      <Alert color="orange" variant="light" icon={<IconLock size={18} />} data-testid="assets-not-in-plan">
        {t("scheduleSettings.form.assetsNotInPlan")}
      </Alert>
    );
  }
  const unit = form.values.assetType.durationUnit;
  return (
    <Stack gap="md" data-testid="asset-type-fields">
      <Select
        label={t("scheduleSettings.form.assetPool")}
        placeholder={t("scheduleSettings.form.assetPoolPlaceholder")}
        description={
          options.isError
            ? t("scheduleSettings.form.assetsLoadError")
            : !options.isLoading && options.assets.length === 0
              ? t("scheduleSettings.form.noAssets")
              : undefined
        }
        data={options.assets.map((asset) => ({
          value: asset.id,
          label: t("scheduleSettings.form.assetOption", {
            name: asset.name,
            quantity: asset.quantity,
            seats: asset.seatsPerUnit,
          }),
        }))}
        disabled={options.isLoading || options.assets.length === 0}
        searchable
        nothingFoundMessage={t("scheduleSettings.form.nothingFound")}
        required
        {...form.getInputProps("assetType.assetId")}
        data-testid="asset-type-asset"
      />
      <Input.Wrapper label={t("scheduleSettings.form.durationUnit")} required>
        <SegmentedControl
          fullWidth
          mt={4}
          value={unit}
          onChange={(value) => form.setFieldValue("assetType.durationUnit", value as DurationUnit)}
          data={durationUnits.map((item) => ({
            value: item,
            label: t(`scheduleSettings.durationUnit.${item}`),
          }))}
          data-testid="asset-type-unit"
        />
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberField
          label={t("scheduleSettings.form.minDuration", { unit: t(`scheduleSettings.durationUnit.${unit}`) })}
          min={1}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          required
          {...form.getInputProps("assetType.minDuration")}
          value={form.values.assetType.minDuration}
          data-testid="asset-type-min"
        />
        <NumberField
          label={t("scheduleSettings.form.maxDuration", { unit: t(`scheduleSettings.durationUnit.${unit}`) })}
          min={1}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          required
          {...form.getInputProps("assetType.maxDuration")}
          value={form.values.assetType.maxDuration}
          data-testid="asset-type-max"
        />
      </SimpleGrid>
    </Stack>
  );
}
