import type { Asset, AssetBody } from "@stund/shared/contracts/catalogue/schedules";
import { useLevelList, useLevelWrites } from "./level-records-api";
import type { SettingsLevel } from "../../../../lib/http/settings-level";

const assetRecords = { key: "assetPools", path: "/assets" };

/**
 * The asset pools of a level: company-wide ones on the company page; on a project page the
 * project's own pools and the company-wide ones.
 */
export function useAssets(level: SettingsLevel, options: { enabled?: boolean } = {}) {
  return useLevelList<Asset>(level, assetRecords, options.enabled);
}

/** Create (no id), update (with id) and delete a pool; every cached asset list of the company is refreshed. */
export function useAssetWrites(level: SettingsLevel) {
  return useLevelWrites<Asset, AssetBody>(level, { ...assetRecords, toast: "asset" });
}
