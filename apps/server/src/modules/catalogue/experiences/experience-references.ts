import type { AssetNeed } from "@stund/shared/contracts/catalogue/experiences";
import { salesChannels, type SalesChannel } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import { badRequest } from "../../../http/errors";
import type { ProjectKey } from "./experience.repository";
import {
  findEnabledChannels,
  findTenantImageKeys,
  findUsableAssetIds,
} from "./experience-references.repository";

export interface ReferencedFields {
  /** Absent: the company's enabled channels. */
  channels?: SalesChannel[];
  assetNeeds: AssetNeed[];
  images: string[];
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const channelNotEnabled = (channel: string) => `${channel} is not enabled for the company`;
export const assetNotAvailable = (position: number) =>
  `Asset ${position} is not an asset of this project or of the company`;
export const assetListedTwice = (position: number) => `Asset ${position} is listed more than once`;
export const imageNotFound = (position: number) =>
  `Image ${position} is not an image uploaded for this company`;
export const imageListedTwice = (position: number) => `Image ${position} is listed more than once`;

/** Positions (from 1) of entries whose key appeared earlier in the list. */
function repeated<T>(entries: T[], keyOf: (entry: T) => string): number[] {
  const seen = new Set<string>();
  const positions: number[] = [];
  entries.forEach((entry, index) => {
    const key = keyOf(entry);
    if (seen.has(key)) positions.push(index + 1);
    seen.add(key);
  });
  return positions;
}

async function channelErrors(tx: Executor, tenantId: string, wanted: SalesChannel[] | undefined) {
  const enabled = new Set(await findEnabledChannels(tx, tenantId));
  if (wanted === undefined)
    return { channels: salesChannels.filter((c) => enabled.has(c)), errors: [] as string[] };
  const unique = [...new Set(wanted)];
  return { channels: unique, errors: unique.filter((c) => !enabled.has(c)).map(channelNotEnabled) };
}

async function assetErrors(tx: Executor, key: ProjectKey, needs: AssetNeed[]): Promise<string[]> {
  const usable = await findUsableAssetIds(
    tx,
    key,
    needs.map((need) => need.assetId),
  );
  return [
    ...needs.flatMap((need, index) => (usable.has(need.assetId) ? [] : [assetNotAvailable(index + 1)])),
    ...repeated(needs, (need) => need.assetId).map(assetListedTwice),
  ];
}

async function imageErrors(tx: Executor, tenantId: string, images: string[]): Promise<string[]> {
  const stored = await findTenantImageKeys(
    tx,
    tenantId,
    images.filter((image) => uuidShape.test(image)).map((image) => image.toLowerCase()),
  );
  return [
    ...images.flatMap((image, index) => (stored.has(image.toLowerCase()) ? [] : [imageNotFound(index + 1)])),
    ...repeated(images, (image) => image.toLowerCase()).map(imageListedTwice),
  ];
}

/**
 * Checks what the experience points at outside itself: channels the company sells on, asset pools
 * the project may use, images stored for the company. All problems come back in one 400 answer.
 * Returns the channels to store (without repeats; absent ones become the enabled ones, in the
 * enum's order) and the image keys.
 */
export async function checkReferences(
  tx: Executor,
  key: ProjectKey,
  fields: ReferencedFields,
): Promise<{ channels: SalesChannel[]; images: string[] }> {
  const channels = await channelErrors(tx, key.tenantId, fields.channels);
  const errors: Record<string, string[]> = {};
  if (channels.errors.length > 0) errors.channels = channels.errors;
  const assets = await assetErrors(tx, key, fields.assetNeeds);
  if (assets.length > 0) errors.assetNeeds = assets;
  const images = await imageErrors(tx, key.tenantId, fields.images);
  if (images.length > 0) errors.images = images;
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
  return { channels: channels.channels, images: fields.images.map((image) => image.toLowerCase()) };
}

/**
 * For a copy of an existing experience: keeps only what is still valid (a channel since disabled,
 * a pool since deleted or an image since removed is left out) instead of refusing the copy.
 */
export async function keepValidReferences(
  tx: Executor,
  key: ProjectKey,
  fields: Required<ReferencedFields>,
): Promise<Required<ReferencedFields>> {
  const enabled = new Set(await findEnabledChannels(tx, key.tenantId));
  const usable = await findUsableAssetIds(
    tx,
    key,
    fields.assetNeeds.map((need) => need.assetId),
  );
  const stored = await findTenantImageKeys(
    tx,
    key.tenantId,
    fields.images.filter((image) => uuidShape.test(image)),
  );
  return {
    channels: fields.channels.filter((channel) => enabled.has(channel)),
    assetNeeds: fields.assetNeeds.filter((need) => usable.has(need.assetId)),
    images: fields.images.filter((image) => stored.has(image)),
  };
}
