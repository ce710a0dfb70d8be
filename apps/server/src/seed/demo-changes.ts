import type { Database } from "../db/database";
import { loadProjectScope } from "../modules/access/access/project-access.hooks";
import type { Actor } from "../modules/access/activity/activity.service";
import { updateEvent } from "../modules/catalogue/events/event.service";
import { outboxNotifications } from "../modules/messaging/notifications/notification.service";
import { selectComingDepartures } from "./demo-team.repository";

/**
 * A few changes the office made the way staff make them, through the product's own services, so
 * the audit log has something to show: a boat chartered for a larger group (capacity raised) and a
 * departure with its note for the crew.
 */
export async function seedDemoChanges(db: Database, tenantId: string, office: Actor): Promise<void> {
  const scope = await loadProjectScope(db, tenantId, "reykjavik-harbour");
  const context = { scope, actor: office, notices: outboxNotifications };
  const [first, , third] = await selectComingDepartures(db, tenantId, scope.projectId, 3);
  if (first)
    await updateEvent(db, context, first.id, { capacity: 70, note: "Bigger boat: school group of 40" });
  if (third) await updateEvent(db, context, third.id, { capacity: 20 });
}
