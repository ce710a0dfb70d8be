import {
  enableAtLeastOneChannelMessage,
  type SalesChannelSettingsResponse,
} from "@stund/shared/contracts/catalogue/sales-channel-settings";
import type { SalesChannelSettings } from "@stund/shared/contracts/catalogue/schedules";
import type { SalesChannel } from "@stund/shared/enums";
import type { Database, Executor } from "../../../db/database";
import { badRequest } from "../../../http/errors";
import {
  canonicalChannels,
  enabledChannels,
  publishedExperienceChannels,
  saveEnabledChannels,
} from "./sales-channel.repository";

/** The enabled channels and the published experiences still offered on a channel that is off. */
async function settingsOf(db: Executor, tenantId: string): Promise<SalesChannelSettingsResponse> {
  const enabled = await enabledChannels(db, tenantId);
  const experiencesUsingDisabled = (await publishedExperienceChannels(db, tenantId)).flatMap((experience) => {
    const disabledChannels = canonicalChannels(experience.channels).filter(
      (channel: SalesChannel) => !enabled.includes(channel),
    );
    if (disabledChannels.length === 0) return [];
    const { id, tag, name } = experience;
    return [{ id, tag, name: name.EN, disabledChannels }];
  });
  return { enabled, experiencesUsingDisabled };
}

export async function getSalesChannelSettings(
  db: Database,
  tenantId: string,
): Promise<SalesChannelSettingsResponse> {
  return settingsOf(db, tenantId);
}

/**
 * Switching a channel off is allowed even while published experiences use it: the answer lists
 * them so staff can decide, and nothing sells on the channel meanwhile.
 */
export async function updateSalesChannelSettings(
  db: Database,
  tenantId: string,
  body: SalesChannelSettings,
): Promise<SalesChannelSettingsResponse> {
  const channels = canonicalChannels(body.enabled);
  if (channels.length === 0)
    throw badRequest(enableAtLeastOneChannelMessage, { enabled: [enableAtLeastOneChannelMessage] });
  return db.transaction(async (tx) => {
    await saveEnabledChannels(tx, tenantId, channels);
    return settingsOf(tx, tenantId);
  });
}
