import { createHash, randomBytes } from "node:crypto";
import type { ProjectRole } from "@stund/shared/enums";
import type { Database } from "../db/database";
import { updatePersonalInformation } from "../modules/company/personal-information/personal-information.service";
import { acceptDocument } from "../modules/company/user-terms/user-terms.service";
import { insertDemoMember, insertDemoUser } from "./demo-seed.repository";
import {
  insertDemoAssignment,
  insertDemoInvitation,
  insertDemoProjectMember,
  selectComingDepartures,
} from "./demo-team.repository";

const dayMs = 24 * 60 * 60 * 1000;

/** The crew beyond the owner and the desk host: an office manager, a project manager and a guide. */
export const demoCrew = [
  {
    email: "office@stund.is",
    name: "Guðrún Pálsdóttir",
    phone: "+354 845 1190",
    role: "Application Administrator",
    tenantRole: "ApplicationAdministrator",
  },
  {
    email: "manager@stund.is",
    name: "Jón Ásgeirsson",
    phone: "+354 866 7301",
    role: "Project Manager (Reykjavik Harbour)",
    projectRole: "ProjectManager",
  },
  {
    email: "guide@stund.is",
    name: "Helga Björnsdóttir",
    phone: "+354 690 5522",
    role: "Project Host (Reykjavik Harbour)",
    projectRole: "ProjectHost",
  },
] as const;

interface TeamScope {
  tenantId: string;
  projectId: string;
  ownerId: string;
  ownerName: string;
  hostId: string;
  passwordHash: string;
}

/**
 * The demo company's team: people with different roles, guides assigned to the coming departures
 * (so My schedule and the calendar feed have something to show) and one pending invitation.
 */
export async function seedDemoTeam(db: Database, scope: TeamScope): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const person of demoCrew) {
    const created = await insertDemoUser(db, {
      email: person.email,
      name: person.name,
      passwordHash: scope.passwordHash,
    });
    if (!created) throw new Error(`The demo user ${person.email} exists already`);
    ids[person.email] = created.id;
    await updatePersonalInformation(db, created.id, {
      name: person.name,
      phone: person.phone,
      language: "EN",
    });
    await acceptDocument(db, created.id, "TermsAndConditions");
    await acceptDocument(db, created.id, "PrivacyPolicy");
    if ("tenantRole" in person)
      await insertDemoMember(db, { tenantId: scope.tenantId, userId: created.id, role: person.tenantRole });
    else
      await insertDemoProjectMember(db, {
        tenantId: scope.tenantId,
        projectId: scope.projectId,
        userId: created.id,
        role: person.projectRole as ProjectRole,
      });
  }

  // The desk host takes every third departure of the next days, the guide the others but one.
  const departures = await selectComingDepartures(db, scope.tenantId, scope.projectId, 24);
  for (const [index, departure] of departures.entries()) {
    const userId = index % 3 === 0 ? scope.hostId : index % 3 === 1 ? ids["guide@stund.is"]! : null;
    if (!userId) continue;
    await insertDemoAssignment(db, {
      tenantId: scope.tenantId,
      eventId: departure.id,
      userId,
      assignedBy: scope.ownerId,
    });
  }

  // A guide invited for the summer; the link went out by email, so only its hash is here.
  await insertDemoInvitation(db, {
    tenantId: scope.tenantId,
    tokenHash: createHash("sha256").update(randomBytes(32)).digest("base64url"),
    email: "anna.summer@glacierwhale.is",
    projectRoles: [{ projectId: scope.projectId, role: "ProjectHost" }],
    message: "Welcome aboard for the summer season! Sign up here to see your tours.",
    language: "IS",
    invitedBy: scope.ownerId,
    invitedByName: scope.ownerName,
    expiresAt: new Date(Date.now() + 6 * dayMs),
  });
  return ids;
}
