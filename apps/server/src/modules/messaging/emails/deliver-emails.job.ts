import type { Executor } from "../../../db/database";
import { outboxMessageId, type MailTransport } from "./mail-transport.service";
import { claimDueEmails, storeDueEmails, updateOutboxEmail, type OutboxRow } from "./outbox.repository";

export interface DeliverySummary {
  sent: number;
  /** Kept in the database because no SMTP server is configured. */
  stored: number;
  /** Refused or failed this time, due again after a delay. */
  retried: number;
  /** Given up on after the last attempt. */
  failed: number;
}

/** Delays after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const retryDelaysMinutes = [1, 5, 15, 60] as const;
export const maxAttempts = retryDelaysMinutes.length + 1;

const batchSize = 10;
/** Bounds one run; what is left is due on the next. */
const maxBatches = 20;
/**
 * How long a claimed row stays away from other deliverers. Far longer than the transport's
 * timeouts, so a row is only picked up again when the process that claimed it died mid-send.
 */
const leaseMs = 10 * 60_000;
const minuteMs = 60_000;

/** A batch of due rows, claimed for this deliverer (see claimDueEmails). */
function claimBatch(db: Executor, now: Date): Promise<OutboxRow[]> {
  return claimDueEmails(db, now, batchSize, new Date(now.getTime() + leaseMs));
}

/** Without SMTP the outbox is the mailbox: due rows are marked Stored, readable in the email log. */
function storeBatch(db: Executor, now: Date): Promise<number> {
  return storeDueEmails(db, now, batchSize);
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

async function deliverRow(db: Executor, transport: MailTransport, row: OutboxRow, now: Date) {
  const messageId = outboxMessageId(row.id, transport.fromAddress);
  try {
    await transport.send({
      messageId,
      fromName: row.fromName,
      to: row.to,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.text,
      html: row.html,
      calendar: row.ics ? { filename: "booking.ics", content: row.ics } : null,
    });
  } catch (error) {
    const final = row.attempts >= maxAttempts;
    const delay = retryDelaysMinutes[Math.min(row.attempts, retryDelaysMinutes.length) - 1] ?? 1;
    await updateOutboxEmail(
      db,
      row.id,
      final
        ? { status: "Failed", lastError: errorText(error), messageId }
        : {
            availableAt: new Date(now.getTime() + delay * minuteMs),
            lastError: errorText(error),
            messageId,
          },
    );
    return final ? "failed" : "retried";
  }
  await updateOutboxEmail(db, row.id, { status: "Sent", sentAt: now, messageId, lastError: null });
  return "sent";
}

/**
 * The outbox relay: sends the emails due at `now` through `transport`, or stores them when there is
 * none. Delivery is at least once: a process that dies between the SMTP server's acceptance and the
 * Sent mark leaves the row to be sent again after its lease, with the same Message-ID. Any number of
 * processes may run this at once.
 */
export async function deliverDueEmails(
  db: Executor,
  transport: MailTransport | null,
  now: Date = new Date(),
): Promise<DeliverySummary> {
  const summary: DeliverySummary = { sent: 0, stored: 0, retried: 0, failed: 0 };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    if (!transport) {
      const stored = await storeBatch(db, now);
      summary.stored += stored;
      if (stored < batchSize) break;
      continue;
    }
    const rows = await claimBatch(db, now);
    for (const row of rows) summary[await deliverRow(db, transport, row, now)] += 1;
    if (rows.length < batchSize) break;
  }
  return summary;
}
