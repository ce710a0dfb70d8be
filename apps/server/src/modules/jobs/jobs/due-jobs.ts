import type { AppConfig } from "../../../config/config";
import type { Database } from "../../../db/database";
import type { RapydClient } from "../../../integrations/rapyd/rapyd-client";
import {
  claimDueRenewals,
  renewSubscription,
  type RenewalResult,
} from "../../platform-billing/subscriptions/renewal.job";
import {
  applyDuePlanChanges,
  cancelEndedSubscriptions,
  expireTrials,
} from "../../platform-billing/subscriptions/subscription-status.jobs";
import { extendSeriesHorizons } from "../../catalogue/series/series-horizon.job";
import { expireHolds, type ExpiredHold } from "../../sales/bookings/hold-expiry.job";
import { reconcilePayments } from "../../sales/booking-payments/reconcile-payments.job";
import { deliverDueEmails } from "../../messaging/emails/deliver-emails.job";
import type { MailTransport } from "../../messaging/emails/mail-transport.service";
import { reportedJob, type JobReporter } from "../../../operations/job-report";

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
  /** Told how each job of a run went (its outcome, time and rows), for the metrics. */
  onJobRun?: JobReporter;
  /** Aborted when the server stops: the job in progress finishes, the rest of the run is left. */
  signal?: AbortSignal;
}

/** Thrown between two jobs of a run whose signal was aborted; the rest is due on the next run. */
export class JobRunStopped extends Error {
  constructor() {
    super("the job run stopped with the server");
  }
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

async function renewDueSubscriptions(db: Database, deps: JobDeps, now: Date) {
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
  return renewals;
}

/**
 * Runs every subscription job that is due at `now`, in the order a period ends: trials expire,
 * unsubscribed plans are cancelled, downgrades take effect, then the rest renew at their new tier.
 * Each job is idempotent and claims its rows, so any number of processes may call this at once.
 */
export async function runDueJobs(db: Database, deps: JobDeps, now: Date = new Date()): Promise<JobSummary> {
  const job = <T>(name: string, work: () => Promise<T>, items: (result: T) => number) => {
    if (deps.signal?.aborted) throw new JobRunStopped();
    return reportedJob(deps.onJobRun, name, work, items);
  };
  const count = (n: number) => n;
  const expiredTrials = await job("expireTrials", () => expireTrials(db, now), count);
  const canceled = await job("cancelEndedSubscriptions", () => cancelEndedSubscriptions(db, now), count);
  const planChanges = await job("applyDuePlanChanges", () => applyDuePlanChanges(db, now), count);
  const renewals = await job(
    "renewSubscriptions",
    () => renewDueSubscriptions(db, deps, now),
    (r) => r.renewed + r.failed + r.pending,
  );
  const seriesEvents = await job(
    "extendSeriesHorizons",
    () => extendSeriesHorizons(db, now, deps.onError),
    count,
  );
  const reconciled = await job(
    "reconcilePayments",
    () => reconcilePayments(db, now, deps.publicOrigin, deps.config),
    (rows) => rows.length,
  );
  const holds = await job(
    "expireHolds",
    () => expireHolds(db, now),
    (rows) => rows.length,
  );
  const changed = [...holds, ...reconciled];
  if (changed.length > 0) deps.onHoldsExpired?.(changed);
  const emails = await job(
    "deliverEmails",
    () => deliverDueEmails(db, deps.mailTransport ?? null, now),
    (e) => e.sent + e.stored,
  );
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
