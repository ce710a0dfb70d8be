import {
  brokerFieldNames,
  brokerProfiles,
  credentialFields,
  paymentSettingsMessages as messages,
  type ActiveBroker,
  type CredentialFieldName,
} from "@stund/shared/contracts/payment-settings";
import { validationMessages as m } from "@stund/shared/contracts/validation-messages";

/** What is stored of a credential, without its value. */
export interface StoredCredentialRef {
  field: string;
  broker: string;
}

export interface CredentialChanges {
  /** Fields of the chosen broker to encrypt and store, replacing what was there. */
  writes: { field: CredentialFieldName; value: string }[];
  /** Stored fields to remove: cleared ones, and every field of another broker. */
  deletes: string[];
  /** Field messages keyed `credentials.{field}`; nothing is written when there are any. */
  errors: Record<string, string[]>;
}

/**
 * Applies a write-only credentials map to what is stored: an omitted field stays, an empty string
 * clears it, and choosing another broker forgets the previous broker's credentials. The result
 * must hold one complete credential set of the chosen broker.
 */
export function planCredentialChanges(
  broker: ActiveBroker,
  stored: readonly StoredCredentialRef[],
  given: Readonly<Record<string, string>>,
): CredentialChanges {
  const allowed = new Set<string>(brokerFieldNames(broker));
  const deletes = stored
    .filter((row) => row.broker !== broker || !allowed.has(row.field))
    .map((row) => row.field);
  const present = new Set(stored.filter((row) => !deletes.includes(row.field)).map((row) => row.field));
  const writes: CredentialChanges["writes"] = [];
  const errors: Record<string, string[]> = {};

  for (const [field, value] of Object.entries(given)) {
    if (!allowed.has(field)) {
      errors[`credentials.${field}`] = [messages.notBrokerField];
    } else if (value === "") {
      if (present.delete(field)) deletes.push(field);
    } else {
      writes.push({ field: field as CredentialFieldName, value });
      present.add(field);
    }
  }
  if (Object.keys(errors).length > 0) return { writes: [], deletes: [], errors };

  for (const field of missingFields(broker, present)) errors[`credentials.${field}`] = [m.required];
  return { writes, deletes, errors };
}

/**
 * The fields still needed for the set closest to complete (the one with the most fields given,
 * the first on a tie); none when a set is complete or the broker takes no credentials.
 */
export function missingFields(broker: ActiveBroker, present: ReadonlySet<string>): CredentialFieldName[] {
  const sets = brokerProfiles[broker].credentialSets;
  if (sets.length === 0) return [];
  const given = (fields: readonly CredentialFieldName[]) => fields.filter((field) => present.has(field));
  if (sets.some((set) => given(set.fields).length === set.fields.length)) return [];
  const closest = sets.reduce((best, set) =>
    given(set.fields).length > given(best.fields).length ? set : best,
  );
  return closest.fields.filter((field) => !present.has(field));
}

/** What staff see of a stored credential: "••••" for a secret, the last 4 characters of an identifier. */
export function credentialHint(field: CredentialFieldName, value: string): string {
  if (credentialFields[field].secret || value.length <= 4) return "••••";
  return `••••${value.slice(-4)}`;
}
