import { randomBytes } from "node:crypto";
import type { Executor } from "../../../../db/database";
import {
  ensureSandboxMerchant,
  expireSandboxPayment,
  findSandboxPayment,
  markSandboxPaid,
  type SandboxPayment,
} from "./sandbox-ledger.repository";

/** Test cards of the sandbox's hosted page. */
export const sandboxCards = {
  succeeds: "4242424242424242",
  declines: "4000000000000002",
  answersLate: "4000000000000259",
} as const;
/** How long the "answers late" card keeps its notice back. */
export const lateNoticeMs = 15_000;

export type ChargeOutcome = "Paid" | "Declined" | "Expired" | "UnknownCard" | "Closed";

/** The sandbox's signing secret, made on first use and shared by every process through the database. */
export async function sandboxSecret(db: Executor): Promise<string> {
  return ensureSandboxMerchant(db, randomBytes(32).toString("hex"));
}

/** Charges a test card on an open checkout; a paid or expired checkout is not charged again. */
export async function chargeSandbox(
  db: Executor,
  id: string,
  cardNumber: string,
  now: Date = new Date(),
): Promise<{ outcome: ChargeOutcome; payment: SandboxPayment | undefined }> {
  const card = cardNumber.replace(/[\s-]/g, "");
  const payment = await findSandboxPayment(db, id);
  if (!payment || payment.status !== "Open") return { outcome: "Closed", payment };
  if (payment.expiresAt <= now) {
    await expireSandboxPayment(db, id, now);
    return { outcome: "Expired", payment };
  }
  const known = Object.values(sandboxCards) as string[];
  if (!known.includes(card)) return { outcome: "UnknownCard", payment };
  if (card === sandboxCards.declines) return { outcome: "Declined", payment };
  const notifyAfter = card === sandboxCards.answersLate ? new Date(now.getTime() + lateNoticeMs) : now;
  const paid = await markSandboxPaid(db, id, notifyAfter, now);
  return paid ? { outcome: "Paid", payment: paid } : { outcome: "Closed", payment };
}
