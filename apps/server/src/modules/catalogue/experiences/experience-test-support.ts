import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { assets, events, experienceAssets, projectActivity } from "../../../db/schema/catalogue";
import { tenants } from "../../../db/schema/tenants";
import type { TestApp, TestClient } from "../../../../test/test-app";
import { ownedTenant } from "../../../../test/factories";

/** A real 1×1 RGBA PNG. */
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGPQq936HwAEnQJgkbhE9QAAAABJRU5ErkJggg==",
  "base64",
);

export function uploadFile(client: TestClient, url: string, bytes: Buffer, filename = "picture.png") {
  const boundary = "----stund-experience-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request("POST", url, body, {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
}

/** The short form of a new experience. */
export const shortForm = (name = "Glacier walk", extra: Record<string, unknown> = {}) => ({
  name,
  ticketCategories: [{ name: "Adult", price: 12900 }],
  capacity: 12,
  durationMinutes: 180,
  ...extra,
});

/** A tenant with its owner and one project; `url` is the project's experiences address. */
export async function projectWithOwner(t: TestApp) {
  const owned = await ownedTenant(t.app, t.database.db);
  const identifier = `harbour-${randomUUID().slice(0, 6)}`;
  const projectId = await owned.createProject("Harbour", identifier);
  const url = `${owned.tenant.api}/${identifier}/experiences`;
  const create = async (body: unknown = shortForm()) => {
    const response = await owned.owner.post(url, body);
    if (response.statusCode !== 201) throw new Error(`experience not created: ${response.body}`);
    return response.json<{ id: string; tag: string } & Record<string, unknown>>();
  };
  const list = async (query = "") =>
    (await owned.owner.get(`${url}${query}`)).json<{ id: string; tag: string }[]>();
  return { ...owned, identifier, projectId, url, create, list };
}

export async function insertEvent(
  db: Database,
  row: { tenantId: string; projectId: string; experienceId: string; startAt: Date; status?: string },
) {
  const [created] = await db
    .insert(events)
    .values({
      tenantId: row.tenantId,
      projectId: row.projectId,
      experienceId: row.experienceId,
      startAt: row.startAt,
      endAt: new Date(row.startAt.getTime() + 3 * 60 * 60 * 1000),
      capacity: 12,
      status: row.status ?? "Active",
      priceOverrides: {},
    })
    .returning({ id: events.id });
  return created!.id;
}

export async function insertAsset(db: Database, tenantId: string, projectId: string | null, name = "Jeep") {
  const [created] = await db
    .insert(assets)
    .values({ tenantId, projectId, name, quantity: 3, seatsPerUnit: 4 })
    .returning({ id: assets.id });
  return created!.id;
}

export async function setEnabledChannels(db: Database, tenantId: string, channels: string[]) {
  await db.update(tenants).set({ salesChannels: channels }).where(eq(tenants.id, tenantId));
}

export async function activityOf(db: Database, projectId: string) {
  return db
    .select({
      kind: projectActivity.kind,
      subjectId: projectActivity.subjectId,
      userName: projectActivity.userName,
    })
    .from(projectActivity)
    .where(eq(projectActivity.projectId, projectId))
    .orderBy(projectActivity.at);
}

export async function experienceAssetRows(db: Database, tenantId: string, experienceId: string) {
  return db
    .select({
      assetId: experienceAssets.assetId,
      quantity: experienceAssets.quantity,
      per: experienceAssets.per,
    })
    .from(experienceAssets)
    .where(and(eq(experienceAssets.tenantId, tenantId), eq(experienceAssets.experienceId, experienceId)));
}
