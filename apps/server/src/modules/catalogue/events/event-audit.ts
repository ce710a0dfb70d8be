/** What a decided change of one event writes to the audit log: capacity, status moves, delays, prices. */
import type { PriceOverrides } from "@stund/shared/contracts/catalogue/events";
import type { Executor } from "../../../db/database";
import type { ProjectScope } from "../../access/access/project-access.hooks";
import { recordAudit, type AuditActor, type AuditEntry } from "../../access/audit/audit.service";
import { categoryNames, overridePriceValues, samePrices } from "../experiences/ticket-price-values";
import { findProjectExperience, type EventRow } from "./event.repository";
import type { EventDecision } from "./event-transitions";
import { eventLabel, localDateTime } from "./event-view";

type Entry = Pick<AuditEntry, "area" | "action" | "before" | "after">;

const statusMoves = new Set(["EventClosed", "EventOpened", "EventCancelled", "EventDeleted"]);

async function priceEntry(
  tx: Executor,
  scope: ProjectScope,
  row: EventRow,
  next: PriceOverrides,
): Promise<Entry | null> {
  const experience = await findProjectExperience(tx, scope.tenantId, scope.projectId, row.experienceId);
  const names = categoryNames(experience?.ticketCategories ?? []);
  const before = overridePriceValues(row.priceOverrides, names, scope.currency);
  const after = overridePriceValues(next, names, scope.currency);
  if (samePrices(before, after)) return null;
  return {
    area: "Money",
    action: "EventPricesChanged",
    before: { currency: scope.currency, ...before },
    after: { currency: scope.currency, ...after },
  };
}

async function entriesOf(
  tx: Executor,
  scope: ProjectScope,
  row: EventRow,
  decision: EventDecision,
): Promise<Entry[]> {
  const { changes, kind } = decision;
  const entries: Entry[] = [];
  if (statusMoves.has(kind) && changes.status && changes.status !== row.status)
    entries.push({
      area: "Capacity",
      action: kind,
      before: { status: row.status },
      after: { status: changes.status },
    });
  if (kind === "EventDelayed" && changes.startAt)
    entries.push({
      area: "Capacity",
      action: "EventDelayed",
      before: { start: localDateTime(row.startAt, scope.timeZone), status: row.status },
      after: {
        start: localDateTime(changes.startAt, scope.timeZone),
        status: changes.status ?? row.status,
        message: changes.delayMessage ?? "",
      },
    });
  if (changes.capacity !== undefined && changes.capacity !== row.capacity)
    entries.push({
      area: "Capacity",
      action: "EventCapacityChanged",
      before: { capacity: row.capacity },
      after: { capacity: changes.capacity },
    });
  if (changes.priceOverrides) {
    const entry = await priceEntry(tx, scope, row, changes.priceOverrides);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** Records each audited part of a change of an event, in the change's transaction. */
export async function recordEventAudit(
  tx: Executor,
  scope: ProjectScope,
  actor: AuditActor,
  row: EventRow,
  decision: EventDecision,
): Promise<void> {
  for (const entry of await entriesOf(tx, scope, row, decision))
    await recordAudit(tx, scope.tenantId, actor, {
      ...entry,
      subjectType: "Event",
      subjectId: row.id,
      subjectLabel: eventLabel(row, scope.timeZone),
      projectId: scope.projectId,
    });
}
