import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { problemSchema } from "@stund/shared/contracts/problem";
import {
  platformDocumentSchema,
  platformDocumentTypeSchema,
  publishDocumentBodySchema,
  userTermsResponseSchema,
} from "@stund/shared/contracts/user-terms";
import { requireUser } from "../../access/access/tenant-access.hooks";
import { acceptDocument, getLatestDocument, getTermsState, publishDocument } from "./user-terms.service";

const tags = ["User terms"];
const documentParams = z.object({ type: platformDocumentTypeSchema });

export async function userTermsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/UserTerms/",
    {
      schema: {
        tags,
        summary: "Whether the caller accepted the latest terms and privacy policy",
        response: { 200: userTermsResponseSchema, 401: problemSchema },
      },
    },
    async (request) => getTermsState(app.db, requireUser(request).id),
  );

  r.post(
    "/api/UserTerms/accept-terms-and-condition",
    {
      schema: {
        tags,
        summary: "Accept the latest terms and conditions",
        response: { 200: userTermsResponseSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => acceptDocument(app.db, requireUser(request).id, "TermsAndConditions"),
  );

  r.post(
    "/api/UserTerms/accept-privacy-policy",
    {
      schema: {
        tags,
        summary: "Accept the latest privacy policy; the terms must be accepted first",
        response: {
          200: userTermsResponseSchema,
          400: problemSchema,
          401: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request) => acceptDocument(app.db, requireUser(request).id, "PrivacyPolicy"),
  );

  r.get(
    "/api/UserTerms/documents/:type",
    {
      schema: {
        tags,
        summary: "The latest published version of a platform document (public)",
        params: documentParams,
        response: { 200: platformDocumentSchema, 404: problemSchema },
      },
    },
    async (request) => getLatestDocument(app.db, request.params.type),
  );

  r.post(
    "/api/UserTerms/documents/:type",
    {
      schema: {
        tags,
        summary: "Publish a new version (Super Admin); everybody must accept it again",
        params: documentParams,
        body: publishDocumentBodySchema,
        response: { 201: platformDocumentSchema, 401: problemSchema, 403: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const document = await publishDocument(
        app.db,
        app.hubs,
        requireUser(request),
        request.params.type,
        request.body.content,
      );
      return reply.status(201).send(document);
    },
  );
}
