import type {
  PersonalInformation,
  UpdatePersonalInformation,
} from "@stund/shared/contracts/personal-information";
import type { Language } from "@stund/shared/enums";
import type { Database } from "../../../db/database";
import { deleteFile, insertFile } from "../../../files/file.repository";
import { fileUrl } from "../../../files/file-url";
import type { SessionUser } from "../../../http/app-types";
import { conflict, notAuthorized, notFound } from "../../../http/errors";
import type { Hubs } from "../../../realtime/hubs";
import {
  findProfile,
  findSoleOwnedTenantNames,
  lockOwnedTenants,
  lockUserImage,
  setUserImage,
  softDeleteUser,
  updateProfile,
} from "./personal-information.repository";

export const soleOwnerTitle = (companies: string[]) =>
  `The user is the only Owner of ${companies.join(", ")}. Make another user Owner or delete the company first.`;

export async function getPersonalInformation(db: Database, userId: string): Promise<PersonalInformation> {
  const row = await findProfile(db, userId);
  if (!row) throw notFound("User not found");
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    language: row.language as Language,
    image: fileUrl(row.imageKey),
  };
}

export async function updatePersonalInformation(
  db: Database,
  userId: string,
  fields: UpdatePersonalInformation,
): Promise<PersonalInformation> {
  await updateProfile(db, userId, fields);
  return getPersonalInformation(db, userId);
}

/** The new picture replaces the old one, whose file is removed in the same transaction. */
export async function replacePicture(
  db: Database,
  userId: string,
  image: { bytes: Buffer; contentType: string },
): Promise<PersonalInformation> {
  await db.transaction(async (tx) => {
    const previous = await lockUserImage(tx, userId);
    const key = await insertFile(tx, { tenantId: null, ...image });
    await setUserImage(tx, userId, key);
    if (previous) await deleteFile(tx, previous);
  });
  return getPersonalInformation(db, userId);
}

/** A user may delete themselves, a Super Admin anyone; no live company may be left without an Owner. */
export async function deleteUser(
  db: Database,
  hubs: Hubs,
  actor: SessionUser,
  userId: string,
): Promise<void> {
  if (actor.id !== userId && !actor.isSuperAdmin) throw notAuthorized();
  if (!(await findProfile(db, userId))) throw notFound("User not found");
  await db.transaction(async (tx) => {
    await lockOwnedTenants(tx, userId);
    const companies = await findSoleOwnedTenantNames(tx, userId);
    if (companies.length > 0) throw conflict(soleOwnerTitle(companies));
    await softDeleteUser(tx, userId);
  });
  hubs.userDeleted(userId);
}
