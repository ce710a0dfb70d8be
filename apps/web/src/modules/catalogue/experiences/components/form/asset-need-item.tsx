import { Group, Paper, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Asset } from "@stund/shared/contracts/catalogue/schedules";
import { Dropdown } from "../../../../../components/dropdowns/dropdown";
import { NumberField } from "../../../../../components/inputs/number-field";
import { numberProps } from "../../lib/field-props";
import type { AssetPer, ExperienceForm } from "../../lib/experience-form-values";
import { ListItemControls } from "./list-item-controls";

const pers: AssetPer[] = ["Departure", "Booking", "Person"];

interface AssetNeedItemProps {
  form: ExperienceForm;
  index: number;
  count: number;
  assets: Asset[];
}

/** One pool the experience uses: which, how many, and per departure, booking or person. */
export function AssetNeedItem({ form, index, count, assets }: AssetNeedItemProps) {
  const { t } = useTranslation();
  const path = `assetNeeds.${index}`;
  const need = form.values.assetNeeds[index]!;
  const chosen = assets.find((asset) => asset.id === need.assetId);
  const items = assets.map((asset) => ({
    id: asset.id,
    name: t("experiences.asset.pool", { name: asset.name, quantity: asset.quantity }),
  }));
  // A pool that is no longer listed (deleted, or not visible here) still shows what it was.
  if (need.assetId && !chosen) items.push({ id: need.assetId, name: t("experiences.asset.unknown") });
  const pick = form.getInputProps(`${path}.assetId`);
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`asset-${index}`}>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs" style={{ flex: 1 }}>
          <Dropdown
            label={t("experiences.asset.pick")}
            required
            items={items}
            searchable
            {...pick}
            value={need.assetId}
            onChange={(id) => pick.onChange(id)}
            data-testid={`asset-${index}-pool`}
          />
          <NumberField
            label={t("experiences.asset.quantity")}
            required
            min={1}
            allowDecimal={false}
            {...numberProps(form, `${path}.quantity`)}
            data-testid={`asset-${index}-quantity`}
          />
          <Dropdown
            label={t("experiences.asset.per")}
            items={pers.map((per) => ({ id: per, name: t(`experiences.asset.per${per}`) }))}
            value={need.per}
            onChange={(per) => per && form.setFieldValue(`${path}.per`, per as AssetPer)}
            allowDeselect={false}
            data-testid={`asset-${index}-per`}
          />
        </SimpleGrid>
        <div style={{ paddingTop: 28 }}>
          <ListItemControls
            index={index}
            count={count}
            itemLabel={chosen?.name ?? t("experiences.asset.itemLabel", { n: index + 1 })}
            onRemove={() => form.removeListItem("assetNeeds", index)}
            testId={`asset-${index}`}
          />
        </div>
      </Group>
    </Paper>
  );
}
