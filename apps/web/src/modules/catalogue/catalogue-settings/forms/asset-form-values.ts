import { assetBodySchema, type Asset, type AssetBody } from "@stund/shared/contracts/catalogue/schedules";
import type { SettingsLevel } from "../../../../lib/http/settings-level";
import { contractErrors } from "./contract-errors";

export type AssetFormValues = {
  name: string;
  description: string;
  quantity: number | string;
  seatsPerUnit: number | string;
  /** On a project page: the project's own pool, or a company-wide one. */
  level: SettingsLevel;
};

export function assetToValues(asset: Asset | undefined, level: SettingsLevel): AssetFormValues {
  return {
    name: asset?.name ?? "",
    description: asset?.description ?? "",
    quantity: asset?.quantity ?? 1,
    seatsPerUnit: asset?.seatsPerUnit ?? 1,
    level: asset ? (asset.projectId ? "project" : "tenant") : level,
  };
}

const numberOf = (value: number | string): number | undefined =>
  typeof value === "number" ? value : value.trim() === "" ? undefined : Number(value);

/** The body as typed: `projectId` is the page's project when the pool stays with it, else null. */
function assetInput(values: AssetFormValues, projectId: string | null) {
  return {
    name: values.name,
    projectId: values.level === "project" ? projectId : null,
    quantity: numberOf(values.quantity),
    seatsPerUnit: numberOf(values.seatsPerUnit),
    description: values.description,
  };
}

/** The form field of a body path: the project choice is the level radio. */
export const assetFieldOf = (path: string) => (path === "projectId" ? "level" : path);

/** The contract's errors on the form's fields. */
export function assetFormErrors(values: AssetFormValues, projectId: string | null) {
  return contractErrors(assetBodySchema, assetInput(values, projectId), assetFieldOf);
}

/** The body to send, once the form is valid. */
export function toAssetBody(values: AssetFormValues, projectId: string | null): AssetBody {
  return assetBodySchema.parse(assetInput(values, projectId));
}
