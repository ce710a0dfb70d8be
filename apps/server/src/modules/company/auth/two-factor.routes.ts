import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  passwordConfirmationBodySchema,
  recoveryCodesSchema,
  twoFactorCodeBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "@stund/shared/contracts/account-security";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import { requireUser } from "../../access/access/tenant-access.hooks";
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setUpTwoFactor,
  twoFactorStatus,
} from "./two-factor.service";

const tags = ["Two-factor sign-in"];
const signedIn = async (request: FastifyRequest) => void requireUser(request);
const refused = { 401: problemSchema };

/** The signed-in person's own two-factor sign-in (TOTP and recovery codes). */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/user/two-factor",
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Whether two-factor sign-in is on, and how many recovery codes are left",
        response: { 200: twoFactorStatusSchema, ...refused },
      },
    },
    async (request) => twoFactorStatus(app.db, requireUser(request)),
  );

  r.post(
    "/api/user/two-factor/setup",
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "A new secret to scan (QR code and otpauth:// address), pending until confirmed",
        response: { 200: twoFactorSetupSchema, ...refused },
      },
    },
    async (request) => setUpTwoFactor(app.db, requireUser(request)),
  );

  r.post(
    "/api/user/two-factor/enable",
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Confirm the pending secret with a code; answers the recovery codes, this once",
        body: twoFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema, 400: problemSchema, ...refused },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const codes = await enableTwoFactor(app.db, user, request.body.code);
      app.hubs.userUpdated(user.id);
      return codes;
    },
  );

  r.post(
    "/api/user/two-factor/disable",
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Turn two-factor sign-in off (the password typed again)",
        body: passwordConfirmationBodySchema,
        response: { 200: okSchema, 400: problemSchema, 409: problemSchema, 429: problemSchema, ...refused },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await disableTwoFactor(app.db, user, request.body.password, request.ip);
      app.hubs.userUpdated(user.id);
      return { ok: true as const };
    },
  );

  r.post(
    "/api/user/two-factor/recovery-codes",
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "New recovery codes in place of the old (the password typed again)",
        body: passwordConfirmationBodySchema,
        response: {
          200: recoveryCodesSchema,
          400: problemSchema,
          409: problemSchema,
          429: problemSchema,
          ...refused,
        },
      },
    },
    async (request) =>
      regenerateRecoveryCodes(app.db, requireUser(request), request.body.password, request.ip),
  );
}
