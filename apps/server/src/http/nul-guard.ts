import type { FastifyRequest } from "fastify";
import { badRequest } from "./errors";

export const nulCharacterMessage = "Text cannot contain the NUL character";

/** Dotted paths (as validation answers name fields) of strings holding a NUL character. */
function nulPaths(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === "string") {
    if (value.includes("\u0000")) found.push(path || "body");
  } else if (Array.isArray(value)) {
    value.forEach((entry, index) => nulPaths(entry, path ? `${path}.${index}` : `${index}`, found));
  } else if (value && typeof value === "object" && !ArrayBuffer.isView(value)) {
    for (const [key, entry] of Object.entries(value)) nulPaths(entry, path ? `${path}.${key}` : key, found);
  }
  return found;
}

/**
 * preValidation hook: PostgreSQL text and jsonb cannot hold NUL, so a body or query carrying one
 * is refused as bad input here instead of failing in SQL.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const paths = [...nulPaths(request.body, "", []), ...nulPaths(request.query, "", [])];
  if (paths.length === 0) return;
  throw badRequest(
    `${paths[0]}: ${nulCharacterMessage}`,
    Object.fromEntries(paths.map((p) => [p, [nulCharacterMessage]])),
  );
}
