import { randomUUID } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { Tenant } from "@stund/shared/contracts/tenants";
import type { TenantRole } from "@stund/shared/enums";
import type { Database } from "../../db/database";
import { tenantMembers } from "../../db/schema/tenants";
import { users } from "../../db/schema/users";
import type { TestClient } from "../../../test/test-app";

/** Factories the integration tests use to own their data; not part of the server. */

export function uniqueIdentifier(prefix = "company"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** Creates a company through the API, so the caller becomes its Owner. */
export async function createTenantAs(client: TestClient, name = "Test Company ehf."): Promise<Tenant> {
  const response = await client.post("/api/tenants", { name, identifier: uniqueIdentifier() });
  if (response.statusCode !== 201)
    throw new Error(`tenant creation failed: ${response.statusCode} ${response.body}`);
  return response.json<Tenant>();
}

export async function addTenantMember(
  db: Database,
  tenantId: string,
  userId: string,
  role: TenantRole,
): Promise<void> {
  await db.insert(tenantMembers).values({ tenantId, userId, role });
}

export async function makeSuperAdmin(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ isSuperAdmin: true }).where(eq(users.id, userId));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** A valid 1×1 opaque red PNG. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const scanline = Buffer.from([0, 0xff, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(scanline)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Posts one file as multipart/form-data, as a browser's file form would. */
export function uploadFile(
  client: TestClient,
  url: string,
  bytes: Buffer,
  filename = "picture.png",
  contentType = "image/png",
) {
  const boundary = `----stund${randomUUID().replace(/-/g, "")}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request("POST", url, payload, {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
}
