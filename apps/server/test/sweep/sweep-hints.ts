/** Which of company A's real ids and values goes into each named parameter and body field. */
import type { Hints, Operation } from "./openapi-operations";

export interface CompanyIds {
  tenantId: string;
  identifier: string;
  ownerUserId: string;
  projectId: string;
  projectIdentifier: string;
  salesUnitId: string;
  tenantAssetId: string;
  projectAssetId: string;
  presetScheduleId: string;
  projectScheduleId: string;
  experienceId: string;
  experienceTag: string;
  ticketCategoryId: string;
  eventId: string;
  seriesId: string;
  templateId: string;
  staffBookingId: string;
  publicBookingId: string;
  invitationId: string;
  /** A's project picture, served to anyone who has its key. */
  fileKey: string;
}

/**
 * {id} by what comes before it in the path. A new route whose {id} matches none of these is
 * reported as one the sweep cannot call, so that someone says here what its id is.
 */
const idRules: [RegExp, keyof CompanyIds][] = [
  [/^\/api\/tenants\/$/, "tenantId"],
  [/\/personalinformation\/user\/$/, "ownerUserId"],
  [/\/api\/project\/(image\/)?$/, "projectId"],
  [/\/api\/salesunit\/$/, "salesUnitId"],
  [/\/\{project\}\/experiences\/$/, "experienceId"],
  [/\/api\/assets\/$/, "tenantAssetId"],
  [/\/\{project\}\/assets\/$/, "projectAssetId"],
  [/\/api\/schedules\/$/, "presetScheduleId"],
  [/\/\{project\}\/schedules\/$/, "projectScheduleId"],
  [/\/\{project\}\/event-series\/$/, "seriesId"],
  [/\/\{project\}\/event-templates\/$/, "templateId"],
  [/\/\{project\}\/events\/$/, "eventId"],
  [/\/api\/events\/$/, "eventId"],
  [/\/\{project\}\/bookings\/$/, "staffBookingId"],
  [/\/api\/public\/bookings\/$/, "publicBookingId"],
  [/\/api\/paymentsettings\/link\/$/, "staffBookingId"],
  [/\/api\/invitations\/$/, "invitationId"],
];

/** Body fields that carry an id of one kind wherever they appear. */
const fieldIds: Partial<Record<string, keyof CompanyIds>> = {
  projectId: "projectId",
  experienceId: "experienceId",
  eventId: "eventId",
  bookingId: "staffBookingId",
  salesUnitId: "salesUnitId",
  assetId: "tenantAssetId",
  ticketCategoryId: "ticketCategoryId",
  userId: "ownerUserId",
};

const dayMs = 864e5;

/**
 * Hints that fill every parameter and id field with company A's real values, under the company
 * identifier `tenant` and the project reference `project` (B's, to call B's routes with A's ids).
 */
export function sweepHints(ids: CompanyIds, tenant = ids.identifier, project = ids.projectId): Hints {
  return (name: string, operation: Operation) => {
    const path = operation.path;
    switch (name) {
      case "tenant":
        return tenant;
      case "project":
        return project;
      case "tag":
        return ids.experienceTag;
      case "key":
        return ids.fileKey;
      case "language":
        return "EN";
      case "file":
        // A calendar feed's address: A has made none, so this one is unknown to everyone.
        return `${"a".repeat(43)}.ics`;
      case "from":
        return new Date(Date.now() - dayMs).toISOString();
      case "to":
        return new Date(Date.now() + 30 * dayMs).toISOString();
      case "date":
        return new Date(Date.now() + 3 * dayMs).toISOString().slice(0, 10);
      case "endDate":
        return new Date(Date.now() + 10 * dayMs).toISOString().slice(0, 10);
      case "country":
      case "countryCode":
        return "IS";
      case "timeZone":
        return "Atlantic/Reykjavik";
      case "enabled":
        return ["Public", "Web", "Kiosk", "Private", "Agent"];
      case "tier":
        return "Standard";
      case "invoiceId":
        // Company A has bought nothing: the call is made, and answers that there is no such invoice.
        return "2f8a1c3e-5b7d-4e9f-8a6b-1c2d3e4f5a6b";
      case "token":
        // An invitation link's token opens the invitation to whoever holds it: one that leads nowhere.
        return "no-invitation-has-this-token";
      case "password":
        return "correct horse battery";
      case "ids":
        return [ids.eventId];
      case "identifier":
        return path.endsWith("/api/project") ? ids.projectIdentifier : ids.identifier;
      case "id": {
        if (path.includes("{id}")) {
          const before = path.slice(0, path.indexOf("{id}"));
          const rule = idRules.find(([pattern]) => pattern.test(before));
          return rule ? ids[rule[1]] : undefined;
        }
        if (path.endsWith("/api/project") || path.endsWith("/project/image")) return ids.projectId;
        if (path.endsWith("/api/salesunit")) return ids.salesUnitId;
        return undefined;
      }
    }
    if (/email|replyTo/i.test(name)) return "outsider@example.com";
    const field = fieldIds[name];
    return field ? ids[field] : undefined;
  };
}
