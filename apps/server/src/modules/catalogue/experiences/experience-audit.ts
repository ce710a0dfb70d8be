/** What a change of an experience writes to the audit log: its ticket prices and its capacity. */
import type { Executor } from "../../../db/database";
import type { ProjectScope } from "../../access/access/project-access.hooks";
import { recordAudit, type AuditActor } from "../../access/audit/audit.service";
import type { ExperienceRow } from "./experience.repository";
import { categoryPriceValues, samePrices } from "./ticket-price-values";

/** Records new ticket prices and a new default capacity of an experience, in the change's transaction. */
export async function recordExperienceAudit(
  tx: Executor,
  scope: ProjectScope,
  actor: AuditActor,
  before: ExperienceRow,
  after: ExperienceRow,
): Promise<void> {
  const subject = {
    subjectType: "Experience",
    subjectId: after.id,
    subjectLabel: after.name.EN,
    projectId: scope.projectId,
  };
  const pricesBefore = categoryPriceValues(before.ticketCategories, scope.currency);
  const pricesAfter = categoryPriceValues(after.ticketCategories, scope.currency);
  if (!samePrices(pricesBefore, pricesAfter))
    await recordAudit(tx, scope.tenantId, actor, {
      ...subject,
      area: "Money",
      action: "ExperiencePricesChanged",
      before: { currency: scope.currency, ...pricesBefore },
      after: { currency: scope.currency, ...pricesAfter },
    });
  if (before.capacity !== after.capacity)
    await recordAudit(tx, scope.tenantId, actor, {
      ...subject,
      area: "Capacity",
      action: "ExperienceCapacityChanged",
      before: { capacity: before.capacity },
      after: { capacity: after.capacity },
    });
}
