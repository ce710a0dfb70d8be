import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createdIdSchema,
  createProjectBodySchema,
  projectIdParamsSchema,
  projectIdQuerySchema,
  projectImageResponseSchema,
  projectListSchema,
  projectReferenceParamsSchema,
  projectSchema,
  projectStaffListSchema,
  projectStaffQuerySchema,
  updateProjectBodySchema,
} from "@stund/shared/contracts/projects";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import { readUploadedImage } from "../../../files/file-upload";
import { requireTenantContext, requireUser, tenantSection } from "../../access/access/tenant-access.hooks";
import {
  tenantParamsSchema as tenantParams,
  tenantRouteProblems as problems,
} from "../../../http/route-schemas";
import { removeProjectImage, replaceProjectImage } from "./project-image.service";
import {
  createProject,
  deleteProject,
  getProject,
  getProjectStaff,
  listVisibleProjects,
  updateProject,
} from "./project.service";

const tags = ["Projects"];
/** Any member of the tenant gets in; each service function then decides for its project. */
const member = tenantSection("projects");

export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/:tenant/api/project",
    {
      onRequest: member,
      schema: { tags, params: tenantParams, response: { 200: projectListSchema, ...problems } },
    },
    async (request) => listVisibleProjects(app.db, requireTenantContext(request)),
  );

  r.get(
    "/:tenant/api/project/staff",
    {
      onRequest: member,
      schema: {
        summary: "A project's staff: company-level people with their company role, and the project's members",
        tags,
        params: tenantParams,
        querystring: projectStaffQuerySchema,
        response: { 200: projectStaffListSchema, ...problems },
      },
    },
    async (request) =>
      getProjectStaff(app.db, requireTenantContext(request), requireUser(request).id, request.query),
  );

  r.get(
    "/:tenant/api/project/:id",
    {
      onRequest: member,
      schema: {
        tags,
        params: tenantParams.extend(projectReferenceParamsSchema.shape),
        response: { 200: projectSchema, ...problems },
      },
    },
    async (request) => getProject(app.db, requireTenantContext(request), request.params.id),
  );

  r.post(
    "/:tenant/api/project",
    {
      onRequest: member,
      schema: {
        tags,
        params: tenantParams,
        body: createProjectBodySchema,
        response: { 201: createdIdSchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProject(app.db, requireTenantContext(request), request.body)),
  );

  r.put(
    "/:tenant/api/project",
    {
      onRequest: member,
      schema: {
        tags,
        params: tenantParams,
        body: updateProjectBodySchema,
        response: { 200: projectSchema, ...problems, 409: problemSchema },
      },
    },
    async (request) => updateProject(app.db, requireTenantContext(request), request.body),
  );

  r.delete(
    "/:tenant/api/project/:id",
    {
      onRequest: member,
      schema: {
        tags,
        params: tenantParams.extend(projectIdParamsSchema.shape),
        response: { 200: okSchema, ...problems },
      },
    },
    async (request) => {
      await deleteProject(app.db, request.server.hubs, requireTenantContext(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.post(
    "/:tenant/api/project/image",
    {
      onRequest: member,
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        params: tenantParams,
        querystring: projectIdQuerySchema,
        response: { 200: projectImageResponseSchema, ...problems, 413: problemSchema },
      },
    },
    async (request) =>
      replaceProjectImage(app.db, requireTenantContext(request), request.query.id, () =>
        readUploadedImage(request),
      ),
  );

  r.delete(
    "/:tenant/api/project/image/:id",
    {
      onRequest: member,
      schema: {
        tags,
        params: tenantParams.extend(projectIdParamsSchema.shape),
        response: { 200: okSchema, ...problems },
      },
    },
    async (request) => {
      await removeProjectImage(app.db, requireTenantContext(request), request.params.id);
      return { ok: true as const };
    },
  );
}
