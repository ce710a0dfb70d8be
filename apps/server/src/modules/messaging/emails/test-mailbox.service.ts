import type { Executor } from "../../../db/database";
import { listEmailsTo } from "./outbox.repository";

/** What a browser test reads of the emails sent to an address, newest first. */
export async function testMailbox(db: Executor, to: string) {
  const rows = await listEmailsTo(db, to);
  return rows.map(({ ics, ...row }) => ({ ...row, hasCalendar: ics !== null }));
}
