import type { AppConfig } from "../../config/config";
import type { Database } from "../../db/database";
import type { RapydClient } from "../billing/rapyd/rapyd-client";
import { claimDueRenewals, renewSubscription, type RenewalResult } from "./renewal.job";
import { applyDuePlanChanges, cancelEndedSubscriptions, expireTrials } from "./subscription-status.jobs";
import { extendSeriesHorizons } from "../series/series-horizon.job";
import { expireHolds, type ExpiredHold } from "../bookings/hold-expiry.job";
import { reconcilePayments } from "../payments/reconcile-payments.job";
import { deliverDueEmails } from "../emails/deliver-emails.job";
import type { MailTransport } from "../emails/mail-transport";

export interface JobDeps {
  rapyd: RapydClient;
  /** Told about a renewal that failed unexpectedly; the row's lease keeps it aside for a while. */
  onError?: (error: unknown, tenantId: string) => void;
  /** Told which bookings' seats changed (holds ran out, late payments applied), for open calendars. */
  onHoldsExpired?: (holds: ExpiredHold[]) => void;
  /** SMTP for the email outbox; without it emails are stored, not sent. */
  mailTransport?: MailTransport | null;
  /** The public address customers' links point to, when it is configured. */
  publicOrigin?: string;
  /** The server's settings: the brokers' addresses and the key of the companies' credentials. */
  config?: AppConfig;
}

export interface JobSummary {
  expiredTrials: number;
  canceled: number;
  planChanges: number;
  renewals: Record<RenewalResult | "error", number>;
  /** Events created as event series reached further ahead. */
  seriesEvents: number;
  /** Held bookings marked Expired. */
  expiredHolds: number;
  /** Payment attempts settled by asking the broker. */
  reconciledPayments: number;
  /** Emails sent (or stored, without SMTP). */
  emailsSent: number;
}

/** Bounds one run; a subscription months behind catches up one period per round. */
const maxRenewalRounds = 24;

/**
 * Runs every subscription job that is due at `now`, in the order a period ends: trials expire,
 * unsubscribed plans are cancelled, downgrades take effect, then the rest renew at their new tier.
 * Each job is idempotent and claims its rows, so any number of processes may call this at once.
 */
export async function runDueJobs(db: Database, deps: JobDeps, now: Date = new Date()): Promise<JobSummary> {
  const expiredTrials = await expireTrials(db, now);
  const canceled = await cancelEndedSubscriptions(db, now);
  const planChanges = await applyDuePlanChanges(db, now);
  const renewals: JobSummary["renewals"] = { renewed: 0, failed: 0, pending: 0, error: 0 };
  for (let round = 0; round < maxRenewalRounds; round += 1) {
    const claimed = await claimDueRenewals(db, now);
    if (claimed.length === 0) break;
    for (const row of claimed) {
      try {
        renewals[await renewSubscription(db, deps.rapyd, row, now)] += 1;
      } catch (error) {
        renewals.error += 1;
        deps.onError?.(error, row.tenantId);
      }
    }
  }
  const seriesEvents = await extendSeriesHorizons(db, now, deps.onError);
  const reconciled = await reconcilePayments(db, now, deps.publicOrigin, deps.config);
  const holds = await expireHolds(db, now);
  const changed = [...holds, ...reconciled];
  if (changed.length > 0) deps.onHoldsExpired?.(changed);
  const emails = await deliverDueEmails(db, deps.mailTransport ?? null, now);
  return {
    expiredTrials,
    canceled,
    planChanges,
    renewals,
    seriesEvents,
    expiredHolds: holds.length,
    reconciledPayments: reconciled.length,
    emailsSent: emails.sent + emails.stored,
  };
}

export function didAnything(summary: JobSummary): boolean {
  const { renewals } = summary;
  return (
    summary.expiredTrials +
      summary.canceled +
      summary.planChanges +
      renewals.renewed +
      renewals.failed +
      renewals.pending +
      renewals.error +
      summary.seriesEvents +
      summary.expiredHolds +
      summary.reconciledPayments +
      summary.emailsSent >
    0
  );
}
