import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  brokerListSchema,
  currencyAnswerSchema,
  paymentSettingsSchema,
  updatePaymentSettingsBodySchema,
  vatExperienceListSchema,
} from "@stund/shared/contracts/payment-settings";
import { problemSchema } from "@stund/shared/contracts/problem";
import { publicOriginOf } from "../../../http/public-origin";
import { tenantParamsSchema as params, tenantRouteProblems as problems } from "../../../http/route-schemas";
import { requireTenantContext, requireUser, tenantSection } from "../../access/access/tenant-access.hooks";
import { tenantMember } from "../../access/access/tenant-membership.hooks";
import { adminOnly } from "./admin-only";
import { describeBrokers } from "./broker-descriptions";
import {
  activeBrokerOf,
  getCurrency,
  getPaymentSettings,
  listVatExperiences,
  sandboxAllowed,
  updatePaymentSettings,
} from "./payment-settings.service";

const tags = ["Payment settings"];
const read = tenantSection("paymentAndBilling");
const readProblems = { 401: problemSchema, 403: problemSchema, 404: problemSchema };

const brokersDescription =
  "`broker` is one of Sandbox, Rapyd, ValitorPay, Teya, Straumur, None: the spec's PaymentBroker values " +
  "plus **Sandbox**, the built-in test broker (a hosted test page served by this server, test cards only, " +
  "no money moves). Sandbox is the default for a company that never chose, where the server allows it " +
  "(outside production, or in a demo). The tenant settings' `paymentBroker` mirrors the choice with " +
  "Sandbox shown as None. ValitorPay takes payments on Valitor's hosted payment page; its refunds are made " +
  "in Valitor's own portal and recorded here (`refundsInBrokerPortal`).";

/** docs/product.md §11.1: the company's payment broker, its credentials, currency, VAT rules and payout timing. */
export async function paymentSettingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/:tenant/api/paymentsettings",
    {
      onRequest: read,
      schema: {
        tags,
        summary: "The company's payment settings (credentials only as hints, never their values)",
        description: brokersDescription,
        params,
        response: { 200: paymentSettingsSchema, ...readProblems },
      },
    },
    async (request) =>
      getPaymentSettings(
        app.db,
        app.config,
        requireTenantContext(request).tenantId,
        publicOriginOf(app.config, request),
      ),
  );

  r.put(
    "/:tenant/api/paymentsettings",
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "Change the payment settings (admin roles only)",
        description:
          `${brokersDescription} \`credentials\` is write-only, by field name of the chosen broker (see ` +
          "GET /paymentsettings/all): an omitted field stays as stored, an empty string clears it, and " +
          "choosing another broker forgets the previous one's. The result must hold one complete credential " +
          "set of the chosen broker. Each VAT rule names an experience whose ticket categories are then " +
          "sold at `rate` percent instead of their own rates. A member without an admin role gets 403 " +
          '"User does not have admin permission".',
        params,
        body: updatePaymentSettingsBodySchema,
        response: { 200: paymentSettingsSchema, ...problems },
      },
    },
    async (request) =>
      updatePaymentSettings(
        app.db,
        app.config,
        { tenantId: requireTenantContext(request).tenantId, actor: requireUser(request) },
        request.body,
        publicOriginOf(app.config, request),
      ),
  );

  r.get(
    "/:tenant/api/paymentsettings/all",
    {
      onRequest: read,
      schema: {
        tags,
        summary: "Every broker with what it supports and the credentials it takes",
        description: brokersDescription,
        params,
        response: { 200: brokerListSchema, ...readProblems },
      },
    },
    async (request) => {
      const { broker } = await activeBrokerOf(app.db, app.config, requireTenantContext(request).tenantId);
      return describeBrokers(sandboxAllowed(app.config), broker);
    },
  );

  r.get(
    "/:tenant/api/paymentsettings/currency",
    {
      onRequest: tenantMember,
      schema: {
        tags,
        summary: "The company's currency (any member: prices everywhere are in it)",
        params,
        response: { 200: currencyAnswerSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => getCurrency(app.db, requireTenantContext(request).tenantId),
  );

  r.get(
    "/:tenant/api/paymentsettings/experiences",
    {
      onRequest: read,
      schema: {
        tags,
        summary: "Experiences a VAT rule can name, with their ticket categories' VAT rates",
        params,
        response: { 200: vatExperienceListSchema, ...readProblems },
      },
    },
    async (request) => listVatExperiences(app.db, requireTenantContext(request).tenantId),
  );
}
