import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { changePasswordBodySchema } from "@stund/shared/contracts/account-security";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import { requireUser } from "../../access/access/tenant-access.hooks";
import { changePassword } from "./password-change.service";
import { endOtherSessions } from "./session.service";

const tags = ["Authentication"];

/** The signed-in person's password and their other sessions. */
export async function accountPasswordRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    "/api/user/authenticate/password",
    {
      onRequest: async (request) => void requireUser(request),
      schema: {
        tags,
        summary: "Change the password (the current one typed again); every other session ends",
        body: changePasswordBodySchema,
        response: { 200: okSchema, 400: problemSchema, 401: problemSchema, 429: problemSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await changePassword(app.db, user, request.body, request.ip);
      app.hubs.userUpdated(user.id);
      return { ok: true as const };
    },
  );

  r.post(
    "/api/user/authenticate/sign-out-others",
    {
      onRequest: async (request) => void requireUser(request),
      schema: {
        tags,
        summary: "End every session of the signed-in user but this one",
        response: { 200: z.object({ ended: z.number().int() }), 401: problemSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const ended = await endOtherSessions(app.db, user);
      app.hubs.userUpdated(user.id);
      return { ended };
    },
  );
}
