import { normaliseIdentifier, reservedProjectIdentifiers } from "@stund/shared/identifier";
import { badRequest } from "../../../http/errors";

export const identifierMaxLength = 63;
export const identifierReservedTitle = "This identifier is reserved. Please choose another one.";
export const identifierEmptyTitle = "The identifier must contain at least one letter or digit";
export const identifierTakenTitle = "A project with this identifier already exists";

/** The identifier a project is stored under, from the one asked for or else from its name. */
export function projectIdentifier(requested: string | undefined, name: string): string {
  const source = requested && requested.trim() !== "" ? requested : name;
  const identifier = normaliseIdentifier(source).slice(0, identifierMaxLength);
  if (!/[\p{L}\p{N}]/u.test(identifier))
    throw badRequest(identifierEmptyTitle, { identifier: [identifierEmptyTitle] });
  if (reservedProjectIdentifiers.has(identifier))
    throw badRequest(identifierReservedTitle, { identifier: [identifierReservedTitle] });
  return identifier;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path reference is a uuid or an identifier; only a uuid-shaped one may be compared with ids. */
export function parseProjectReference(reference: string): { id?: string; identifier: string } {
  const identifier = reference.toLowerCase();
  return uuidShape.test(reference) ? { id: identifier, identifier } : { identifier };
}
