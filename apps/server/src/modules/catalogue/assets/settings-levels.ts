import type { FastifyRequest } from "fastify";
import type { Section } from "@stund/shared/access/sections";
import { tenantParamsSchema } from "../../../http/route-schemas";
import { projectSection, requireProjectScope } from "../../access/access/project-access.hooks";
import { requireTenantContext, tenantSection } from "../../access/access/tenant-access.hooks";
import { projectParamsSchema } from "../../access/access/route-params.types";
import { requestActor } from "../events/request-actor";
import type { SettingsPlace } from "./settings-place";

const tenantPlace = (request: FastifyRequest): SettingsPlace => ({
  level: "tenant",
  context: requireTenantContext(request),
});

const projectPlace = (request: FastifyRequest): SettingsPlace => ({
  level: "project",
  scope: requireProjectScope(request),
  actor: requestActor(request),
});

/**
 * The two route levels of a record kept both company-wide and per project: /{tenant}/api/...
 * behind the company's section and /{tenant}/api/{project}/... behind the project's one, each
 * with how a request there reads its place.
 */
export function settingsLevels(tenantLevel: Section, projectLevel: Section) {
  return [
    {
      prefix: "/:tenant/api",
      params: tenantParamsSchema,
      onRequest: tenantSection(tenantLevel),
      place: tenantPlace,
    },
    {
      prefix: "/:tenant/api/:project",
      params: projectParamsSchema,
      onRequest: projectSection(projectLevel),
      place: projectPlace,
    },
  ];
}
