/** What a change of a series writes to the audit log: its capacity and its prices. */
import type { Executor } from "../../../db/database";
import type { ProjectScope } from "../../access/access/project-access.hooks";
import { recordAudit, type AuditActor } from "../../access/audit/audit.service";
import { overridePriceValues, samePrices } from "../experiences/ticket-price-values";
import type { SeriesInput } from "./series-input";
import type { SeriesChange } from "./series-sync";
import type { SeriesExperience, SeriesRow } from "./series.repository";

/**
 * Records a series' new capacity (its own, or its experience's when it has none) and new price
 * overrides, with how many upcoming departures followed, in the change's transaction.
 */
export async function recordSeriesAudit(
  tx: Executor,
  scope: ProjectScope,
  actor: AuditActor,
  change: { row: SeriesRow; input: SeriesInput; experience: SeriesExperience; events: SeriesChange },
): Promise<void> {
  const { row, input, experience, events } = change;
  const subject = {
    subjectType: "Series",
    subjectId: row.id,
    subjectLabel: input.name ? `${input.name} (${experience.name.EN})` : experience.name.EN,
    projectId: scope.projectId,
  };
  const capacityBefore = row.capacity ?? experience.capacity;
  const capacityAfter = input.capacity ?? experience.capacity;
  if (capacityBefore !== capacityAfter)
    await recordAudit(tx, scope.tenantId, actor, {
      ...subject,
      area: "Capacity",
      action: "SeriesCapacityChanged",
      before: { capacity: capacityBefore },
      after: { capacity: capacityAfter, departuresUpdated: events.updated },
    });
  const names = experience.ticketCategoryNames;
  const before = overridePriceValues(row.priceOverrides, names, scope.currency);
  const after = overridePriceValues(input.priceOverrides, names, scope.currency);
  if (!samePrices(before, after))
    await recordAudit(tx, scope.tenantId, actor, {
      ...subject,
      area: "Money",
      action: "SeriesPricesChanged",
      before: { currency: scope.currency, ...before },
      after: { currency: scope.currency, ...after, departuresUpdated: events.updated },
    });
}
