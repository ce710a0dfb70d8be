import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Currency } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import { projects } from "../../../db/schema/projects";
import { tenants } from "../../../db/schema/tenants";

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findProjectScope(db: Executor, tenantId: string, reference: string) {
  const match = uuidShape.test(reference)
    ? or(eq(projects.id, reference), eq(projects.identifier, reference))!
    : eq(projects.identifier, reference);
  const rows = await db
    .select({
      id: projects.id,
      identifier: projects.identifier,
      name: projects.name,
      timeZone: projects.timeZone,
      tenantTimeZone: sql<string>`${tenants.settings}->>'timeZone'`,
      currency: sql<Currency>`${tenants.settings}->>'currency'`,
    })
    .from(projects)
    .innerJoin(tenants, eq(tenants.id, projects.tenantId))
    .where(and(eq(projects.tenantId, tenantId), isNull(projects.deletedAt), match))
    .limit(2);
  return rows.find((row) => row.id === reference) ?? rows[0];
}
