import type { FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { forgotPasswordBodySchema, resetPasswordBodySchema } from "@stund/shared/contracts/account-security";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import { tooManyRequests } from "../../../http/errors";
import { publicOriginOf } from "../../../http/public-origin";
import { requestPasswordReset, resetLinkLifetimeMs, resetPassword } from "./password-reset.service";
import { requestWindow } from "./request-window";

const tags = ["Authentication"];
/** Requests for reset links from one network address within an hour. */
export const resetRequestsPerAddress = 20;
/** Requests for reset links for one email within an hour, whether or not it has an account. */
export const resetRequestsPerEmail = 5;
export const resetRequestsLimitedTitle =
  "Too many password reset requests from this connection. Please try again in an hour.";
export const resetEmailLimitedTitle =
  "Too many password reset requests for this email. Please try again in an hour.";

/** Password reset by email: asking for a link, and choosing a new password with it. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(resetRequestsLimitedTitle),
  });
  const perEmail = requestWindow(resetRequestsPerEmail, resetLinkLifetimeMs);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/user/authenticate/forgot-password",
    {
      config: { rateLimit: { max: resetRequestsPerAddress, timeWindow: resetLinkLifetimeMs } },
      schema: {
        tags,
        summary: "Email a password reset link; the answer is the same whether or not the account exists",
        body: forgotPasswordBodySchema,
        response: { 202: okSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      if (!perEmail.take(request.body.email)) throw tooManyRequests(resetEmailLimitedTitle);
      await requestPasswordReset(app.db, request.body, publicOriginOf(app.config, request));
      return reply.status(202).send({ ok: true as const });
    },
  );

  r.post(
    "/api/user/authenticate/reset-password",
    {
      schema: {
        tags,
        summary: "Choose a new password with a reset link; every session of the account ends",
        body: resetPasswordBodySchema,
        response: { 200: okSchema, 400: problemSchema },
      },
    },
    async (request) => {
      const { userId } = await resetPassword(app.db, request.body);
      app.hubs.userUpdated(userId);
      return { ok: true as const };
    },
  );
}
