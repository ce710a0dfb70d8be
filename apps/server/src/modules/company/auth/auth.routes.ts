import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  getUserResponseSchema,
  loginBodySchema,
  sessionResponseSchema,
  signupBodySchema,
} from "@stund/shared/contracts/auth";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import { requireUser } from "../../access/access/tenant-access.hooks";
import { describeUser, logIn, signUp } from "./auth.service";
import { endSession, refreshSession, startSession } from "./session.service";

const tags = ["Authentication"];

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/user/authenticate/signup",
    {
      schema: { tags, body: signupBodySchema, response: { 201: sessionResponseSchema, 409: problemSchema } },
    },
    async (request, reply) => {
      const { id } = await signUp(app.db, request.body);
      await startSession(app.db, request, reply, id);
      return reply.status(201).send({ id, email: request.body.email, name: request.body.name });
    },
  );

  r.post(
    "/api/user/authenticate/login",
    {
      schema: {
        tags,
        body: loginBodySchema,
        response: { 200: okSchema, 401: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const { id } = await logIn(app.db, request.body, request.ip);
      await startSession(app.db, request, reply, id);
      return { ok: true as const };
    },
  );

  r.post(
    "/api/user/authenticate/logout",
    { schema: { tags, response: { 200: okSchema } } },
    async (request, reply) => {
      await endSession(app.db, request, reply);
      return { ok: true as const };
    },
  );

  r.get(
    "/api/user/authenticate/:tenant/getUser",
    {
      schema: {
        tags,
        params: z.object({ tenant: z.string().max(100) }),
        response: { 200: getUserResponseSchema, 401: problemSchema },
      },
    },
    async (request) => describeUser(app.db, requireUser(request), request.params.tenant),
  );

  r.get(
    "/api/user/authenticate/refresh",
    { schema: { tags, response: { 200: z.object({ authenticated: z.boolean() }) } } },
    async (request, reply) => {
      if (!request.user) return { authenticated: false };
      await refreshSession(app.db, request, reply);
      return { authenticated: true };
    },
  );
}
