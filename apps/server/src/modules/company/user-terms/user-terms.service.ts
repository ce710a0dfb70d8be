import type { PlatformDocument, UserTermsResponse } from "@stund/shared/contracts/user-terms";
import type { PlatformDocumentType } from "@stund/shared/enums";
import type { Database } from "../../../db/database";
import type { SessionUser } from "../../../http/app-types";
import { AppError, badRequest, notAuthorized, notFound } from "../../../http/errors";
import type { Hubs } from "../../../realtime/hubs";
import {
  findLatestDocument,
  hasAccepted,
  insertAcceptance,
  insertFirstVersionIfMissing,
  insertNextVersion,
} from "./user-terms.repository";

export const termsFirstTitle = "Please accept the terms and conditions before the privacy policy";

const documentNames: Record<PlatformDocumentType, string> = {
  TermsAndConditions: "terms and conditions",
  PrivacyPolicy: "privacy policy",
};

/** A document counts as accepted when the user accepted its latest version. */
async function isAccepted(db: Database, userId: string, type: PlatformDocumentType): Promise<boolean> {
  const latest = await findLatestDocument(db, type);
  // Nothing published means nothing to accept; the start-up seed always publishes version 1.
  if (!latest) return true;
  return hasAccepted(db, userId, type, latest.version);
}

export async function getTermsState(db: Database, userId: string): Promise<UserTermsResponse> {
  const [termsAndConditionAccepted, privacyPolicyAccepted] = await Promise.all([
    isAccepted(db, userId, "TermsAndConditions"),
    isAccepted(db, userId, "PrivacyPolicy"),
  ]);
  return { termsAndConditionAccepted, privacyPolicyAccepted };
}

/** Records acceptance of the latest version; the privacy policy only after the terms (docs/product.md §2.7). */
export async function acceptDocument(
  db: Database,
  userId: string,
  type: PlatformDocumentType,
): Promise<UserTermsResponse> {
  if (type === "PrivacyPolicy" && !(await isAccepted(db, userId, "TermsAndConditions")))
    throw badRequest(termsFirstTitle);
  const latest = await findLatestDocument(db, type);
  if (!latest) throw notFound(`No ${documentNames[type]} has been published`);
  await insertAcceptance(db, { userId, type, version: latest.version });
  return getTermsState(db, userId);
}

function toDocument(row: {
  type: string;
  version: number;
  content: string;
  publishedAt: Date;
}): PlatformDocument {
  return {
    type: row.type as PlatformDocumentType,
    version: row.version,
    content: row.content,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export async function getLatestDocument(db: Database, type: PlatformDocumentType): Promise<PlatformDocument> {
  const latest = await findLatestDocument(db, type);
  if (!latest) throw notFound(`No ${documentNames[type]} has been published`);
  return toDocument(latest);
}

/** A new version resets everybody's acceptance, since acceptance is kept per version. */
export async function publishDocument(
  db: Database,
  hubs: Hubs,
  user: SessionUser,
  type: PlatformDocumentType,
  content: string,
): Promise<PlatformDocument> {
  if (!user.isSuperAdmin) throw notAuthorized();
  const created = await insertNextVersion(db, { type, content, publishedBy: user.id });
  if (!created)
    throw new AppError(409, `Another version of the ${documentNames[type]} was published at the same time`);
  hubs.termsUpdated();
  return toDocument(created);
}

export async function ensureFirstVersion(
  db: Database,
  type: PlatformDocumentType,
  content: string,
): Promise<void> {
  await insertFirstVersionIfMissing(db, type, content);
}
