import { normaliseIdentifier } from "@stund/shared/identifier";
import type { Executor } from "../../../db/database";
import { badRequest, conflict } from "../../../http/errors";
import { tagsInUse, type ProjectKey } from "./experience.repository";

export const tagMaxLength = 63;
export const tagTakenTitle = "This tag is already used by another experience";
export const tagEmptyTitle = "The tag must contain at least one letter or digit";
export const tagFromNameEmptyTitle = "Add a tag: the name has no letters or digits to make one from";

export const tagTaken = () => conflict(tagTakenTitle, { tag: [tagTakenTitle] });

function normalisedTag(source: string, emptyTitle = tagEmptyTitle): string {
  const tag = normaliseIdentifier(source.trim()).slice(0, tagMaxLength);
  if (!/[\p{L}\p{N}]/u.test(tag)) throw badRequest(emptyTitle, { tag: [emptyTitle] });
  return tag;
}

/** `base`, then `base-2`, `base-3`…, each cut to the maximum length with its suffix kept. */
function candidates(base: string, from: number, amount: number): string[] {
  return Array.from({ length: amount }, (_, i) => {
    const n = from + i;
    if (n === 1) return base;
    const suffix = `-${n}`;
    return `${base.slice(0, tagMaxLength - suffix.length)}${suffix}`;
  });
}

async function firstFreeTag(tx: Executor, key: ProjectKey, base: string) {
  for (let from = 1; ; from += 50) {
    const batch = candidates(base, from, 50);
    const taken = await tagsInUse(tx, key, batch);
    const free = batch.find((tag) => !taken.has(tag));
    if (free) return free;
  }
}

/**
 * The tag an experience is stored under. One asked for is normalised and must be free (409
 * otherwise); without one it is derived from the English name and made unique with -2, -3…
 * `current` is the tag of the experience being edited, which it keeps when none is asked for.
 */
export async function chooseTag(
  tx: Executor,
  key: ProjectKey,
  source: { requested?: string; name: string; current?: { id: string; tag: string } },
): Promise<string> {
  const requested = source.requested?.trim();
  if (requested) {
    const tag = normalisedTag(requested);
    if (tag === source.current?.tag) return tag;
    if ((await tagsInUse(tx, key, [tag], source.current?.id)).size > 0) throw tagTaken();
    return tag;
  }
  if (source.current) return source.current.tag;
  return firstFreeTag(tx, key, normalisedTag(source.name, tagFromNameEmptyTitle));
}
