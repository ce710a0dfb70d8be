import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema } from "@stund/shared/contracts/catalogue/common";
import {
  experienceInputSchema,
  experienceListQuerySchema,
  experienceSchema,
  experienceSummarySchema,
  imageUploadSchema,
} from "@stund/shared/contracts/catalogue/experiences";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import { readUploadedImage } from "../../../files/file-upload";
import { tenantRouteProblems as problems } from "../../../http/route-schemas";
import { projectSection, requireProjectScope } from "../../access/access/project-access.hooks";
import { requireUser } from "../../access/access/tenant-access.hooks";
import { projectParamsSchema as projectParams } from "../../access/access/route-params.types";
import { uploadExperienceImage } from "./experience-image.service";
import {
  archiveExperience,
  createExperience,
  deleteExperience,
  duplicateExperience,
  getExperience,
  getExperienceByTag,
  listExperiences,
  updateExperience,
} from "./experience.service";
import type { ExperienceInput } from "./experience-values";

const tags = ["Experiences"];
const read = projectSection("projectContent");
const write = projectSection("catalogueEdit");

const experienceParams = projectParams.extend(idParamsSchema.shape);
const tagParams = projectParams.extend({ tag: z.string().min(1).max(100) });
const base = "/:tenant/api/:project/experiences";

const bodyDescription =
  "Prices (`price` and `channelPrices` of each ticket category) are integers in minor units of the " +
  "company's currency: krónur for ISK, cents for EUR; the answer's `currency` names it. The short " +
  'form `{ "name": "Glacier walk", "ticketCategories": [{ "name": "Adult", "price": 12900 }], ' +
  '"capacity": 12, "durationMinutes": 180 }` is accepted. Without `tag`, one is made from the ' +
  "English name (unique in the project); without `channels`, the experience sells on every channel " +
  "the company has enabled.";

/** Requests whose body named its channels; once validated, the contract's default fills them in. */
const namedChannels = new WeakSet<FastifyRequest>();
async function noteNamedChannels(request: FastifyRequest): Promise<void> {
  const body = request.body as { channels?: unknown } | null | undefined;
  if (body && typeof body === "object" && body.channels !== undefined) namedChannels.add(request);
}

function inputOf(request: FastifyRequest, body: ExperienceInput): ExperienceInput {
  return namedChannels.has(request) ? body : { ...body, channels: undefined };
}

export async function experienceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Encapsulated: applies to this plugin's routes only.

  r.get(
    base,
    {
      onRequest: read,
      schema: {
        tags,
        description:
          "Experiences of the project sorted by name; archived ones only when `status=Archived` is asked for. " +
          "`fromPrice` is the lowest ticket price in minor units (on `channel` when given).",
        params: projectParams,
        querystring: experienceListQuerySchema,
        response: { 200: z.array(experienceSummarySchema), ...problems },
      },
    },
    async (request) => listExperiences(app.db, requireProjectScope(request), request.query),
  );

  r.post(
    base,
    {
      onRequest: write,
      preValidation: noteNamedChannels,
      schema: {
        tags,
        description: bodyDescription,
        params: projectParams,
        body: experienceInputSchema,
        response: { 201: experienceSchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const created = await createExperience(
        app.db,
        requireProjectScope(request),
        requireUser(request),
        inputOf(request, request.body),
      );
      return reply.status(201).send(created);
    },
  );

  r.post(
    `${base}/images`,
    {
      onRequest: write,
      schema: {
        tags,
        description:
          "Stores a PNG, JPEG, GIF or WebP image of up to 5 MB and 40 megapixels, with AVIF and WebP " +
          "copies 480, 960 and 1600 pixels wide (never wider than the image) for the storefront's " +
          "pictures; put its key in `images`.",
        consumes: ["multipart/form-data"],
        params: projectParams,
        response: { 201: imageUploadSchema, ...problems, 413: problemSchema },
      },
    },
    async (request, reply) => {
      const uploaded = await uploadExperienceImage(app.db, requireProjectScope(request), () =>
        readUploadedImage(request),
      );
      return reply.status(201).send(uploaded);
    },
  );

  r.get(
    `${base}/by-tag/:tag`,
    {
      onRequest: read,
      schema: { tags, params: tagParams, response: { 200: experienceSchema, ...problems } },
    },
    async (request) => getExperienceByTag(app.db, requireProjectScope(request), request.params.tag),
  );

  r.get(
    `${base}/:id`,
    {
      onRequest: read,
      schema: { tags, params: experienceParams, response: { 200: experienceSchema, ...problems } },
    },
    async (request) => getExperience(app.db, requireProjectScope(request), request.params.id),
  );

  r.put(
    `${base}/:id`,
    {
      onRequest: write,
      preValidation: noteNamedChannels,
      schema: {
        tags,
        description: `${bodyDescription} Ticket categories and custom fields that carry one of the experience's ids keep it.`,
        params: experienceParams,
        body: experienceInputSchema,
        response: { 200: experienceSchema, ...problems, 409: problemSchema },
      },
    },
    async (request) =>
      updateExperience(
        app.db,
        requireProjectScope(request),
        requireUser(request),
        request.params.id,
        inputOf(request, request.body),
      ),
  );

  r.post(
    `${base}/:id/duplicate`,
    {
      onRequest: write,
      schema: {
        tags,
        description: 'A Draft copy named "<name> (copy)" with a new tag and new ids.',
        params: experienceParams,
        response: { 201: experienceSchema, ...problems },
      },
    },
    async (request, reply) => {
      const copy = await duplicateExperience(
        app.db,
        requireProjectScope(request),
        requireUser(request),
        request.params.id,
      );
      return reply.status(201).send(copy);
    },
  );

  r.post(
    `${base}/:id/archive`,
    {
      onRequest: write,
      schema: { tags, params: experienceParams, response: { 200: experienceSchema, ...problems } },
    },
    async (request) =>
      archiveExperience(app.db, requireProjectScope(request), requireUser(request), request.params.id),
  );

  r.delete(
    `${base}/:id`,
    {
      onRequest: write,
      schema: {
        tags,
        description: "Only a Draft or Archived experience that has no events; archive the others.",
        params: experienceParams,
        response: { 200: okSchema, ...problems, 409: problemSchema },
      },
    },
    async (request) => {
      await deleteExperience(app.db, requireProjectScope(request), request.params.id);
      return { ok: true as const };
    },
  );
}
