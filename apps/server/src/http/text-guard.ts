import type { FastifyRequest } from "fastify";
import { badRequest } from "./errors";

export const nulCharacterMessage = "Text cannot contain the NUL character";
export const invalidUnicodeMessage = "Text contains invalid characters";
export const tooDeepTitle = "The request nests too deeply";

/**
 * No body of this API nests anywhere near this deep; a deeper one is refused before anything
 * walks it (a recursive walk of 20,000 levels would overflow the stack).
 */
export const maxNestingDepth = 32;

interface Finding {
  path: string;
  message: string;
}

class TooDeep extends Error {}

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A field path safe to show: keys may hold the very characters being refused. */
const printable = (path: string) => path.replace(/[^\x20-\x7e]/g, "?");

function problemOf(text: string): string | undefined {
  if (text.includes("\u0000")) return nulCharacterMessage;
  // A lone surrogate is not Unicode: PostgreSQL refuses it in jsonb and stores it mangled in text.
  if (loneSurrogate.test(text)) return invalidUnicodeMessage;
  return undefined;
}

/**
 * Walks a parsed body or query without recursion, returning the dotted paths (as validation
 * answers name fields) of text PostgreSQL cannot store: NUL characters and invalid Unicode, in
 * values and in keys alike. Throws TooDeep past maxNestingDepth.
 */
export function unstorableText(root: unknown): Finding[] {
  const found: Finding[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      const message = problemOf(value);
      if (message) found.push({ path: path || "body", message });
      continue;
    }
    if (!value || typeof value !== "object" || ArrayBuffer.isView(value)) continue;
    if (depth >= maxNestingDepth) throw new TooDeep();
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((entry, index) => [String(index), entry])
      : Object.entries(value);
    for (const [key, entry] of entries) {
      const keyMessage = problemOf(key);
      const entryPath = path ? `${path}.${key}` : key;
      if (keyMessage) found.push({ path: path || "body", message: keyMessage });
      stack.push({ value: entry, path: entryPath, depth: depth + 1 });
    }
  }
  return found;
}

/**
 * preValidation hook on every route: a body or query PostgreSQL cannot store, or one nested
 * deeper than any of ours, is refused as bad input here, before validation and before any write.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  let findings: Finding[];
  try {
    findings = [...unstorableText(request.body), ...unstorableText(request.query)];
  } catch (error) {
    if (error instanceof TooDeep) throw badRequest(tooDeepTitle);
    throw error;
  }
  if (findings.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const { path, message } of findings) {
    const messages = (errors[printable(path)] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  const first = findings[0]!;
  throw badRequest(`${printable(first.path)}: ${first.message}`, errors);
}
