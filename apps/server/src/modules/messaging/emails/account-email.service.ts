import type { Executor } from "../../../db/database";
import { insertAccountEmail } from "./account-email.repository";
import { escapeHtml } from "./confirmation-content";

/**
 * An email about a person's own account (no company owns it), written to the outbox so the
 * delivery job sends it like any other. The paragraphs are plain text: the HTML part gets each
 * one escaped in a paragraph of its own, the text part has them a blank line apart.
 */
export async function queueAccountEmail(
  db: Executor,
  email: { kind: string; to: string; subject: string; paragraphs: readonly string[] },
  now: Date,
): Promise<void> {
  const { paragraphs, ...address } = email;
  await insertAccountEmail(
    db,
    {
      ...address,
      text: paragraphs.join("\n\n"),
      html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(""),
    },
    now,
  );
}
