import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { twoFactorSignInBodySchema } from "@stund/shared/contracts/account-security";
import {
  getUserResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  sessionResponseSchema,
  signupBodySchema,
} from "@stund/shared/contracts/auth";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import { requireUser } from "../../access/access/tenant-access.hooks";
import { describeUser, logIn, signUp } from "./auth.service";
import { endSession, refreshSession, startSession } from "./session.service";
import { completeTwoFactorSignIn, startChallenge } from "./two-factor-sign-in.service";

const tags = ["Authentication"];

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/user/authenticate/signup",
    {
      schema: {
        tags,
        summary: "Create an account and sign in",
        body: signupBodySchema,
        response: { 201: sessionResponseSchema, 400: problemSchema, 409: problemSchema },
      },
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
        summary:
          "Sign in with email and password; with two-factor sign-in, answers a challenge and no session",
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 400: problemSchema, 401: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const { id, twoFactor } = await logIn(app.db, request.body, request.ip);
      if (twoFactor) return { twoFactorRequired: true as const, challenge: await startChallenge(app.db, id) };
      await startSession(app.db, request, reply, id);
      return { ok: true as const };
    },
  );

  r.post(
    "/api/user/authenticate/two-factor",
    {
      schema: {
        tags,
        summary: "Finish a sign-in with two-factor: the challenge and a code or a recovery code",
        body: twoFactorSignInBodySchema,
        response: { 200: okSchema, 400: problemSchema, 401: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const { id } = await completeTwoFactorSignIn(app.db, request.body, request.ip);
      await startSession(app.db, request, reply, id);
      return { ok: true as const };
    },
  );

  r.post(
    "/api/user/authenticate/logout",
    { schema: { tags, summary: "Sign out: end this session", response: { 200: okSchema } } },
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
        summary: "The signed-in user, with their roles in the company of the path (or __notset__)",
        params: z.object({ tenant: z.string().max(100) }),
        response: { 200: getUserResponseSchema, 401: problemSchema },
      },
    },
    async (request) => describeUser(app.db, requireUser(request), request.params.tenant),
  );

  r.get(
    "/api/user/authenticate/refresh",
    {
      schema: {
        tags,
        summary: "Whether the session is live; extends it",
        response: { 200: z.object({ authenticated: z.boolean() }) },
      },
    },
    async (request, reply) => {
      if (!request.user) return { authenticated: false };
      await refreshSession(app.db, request, reply);
      return { authenticated: true };
    },
  );
}
