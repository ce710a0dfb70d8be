import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { problemSchema } from "@stund/shared/contracts/problem";
import { checkoutResponseSchema, invoiceSchema, paymentMethodSchema } from "@stund/shared/contracts/billing";
import { requireTenantContext, tenantSection } from "../../access/access/tenant-access.hooks";
import { tenantParamsSchema, tenantRouteProblems } from "../../../http/route-schemas";
import { billingCaller, billingProvider } from "./billing-provider.service";
import { defaultPaymentMethod, startCardSave } from "./checkout.service";
import { invoiceDownload, paidInvoicesOfMonth, upcomingInvoice } from "./invoice.service";

const tags = ["Subscriptions"];
const problems = { ...tenantRouteProblems, 502: problemSchema };

/** A month as YYYY-MM; a full date is accepted and read as its month. */
const monthQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2}.*)?$/, "The date must be a month as YYYY-MM")
    .transform((value) => value.slice(0, 7))
    .optional(),
});

const currentMonth = () => new Date().toISOString().slice(0, 7);

/** Invoices, the upcoming invoice and the card on file: Owner or Super Admin (docs/product.md §2.2). */
export async function billingInvoiceRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = tenantSection("subscription");
  const rapyd = () => billingProvider(app).client;

  typed.get(
    "/:tenant/api/rapyd/invoices",
    {
      onRequest,
      schema: {
        tags,
        summary: "The invoices paid in a month (YYYY-MM, UTC; this month when not given)",
        params: tenantParamsSchema,
        querystring: monthQuerySchema,
        response: { 200: z.array(invoiceSchema), ...problems },
      },
    },
    async (request) =>
      paidInvoicesOfMonth(
        app.db,
        requireTenantContext(request).tenantId,
        request.query.date ?? currentMonth(),
      ),
  );

  typed.get(
    "/:tenant/api/subscriptions/navision",
    {
      onRequest,
      schema: {
        tags,
        summary: "One invoice as a CSV file to download",
        params: tenantParamsSchema,
        querystring: z.object({ invoiceId: z.string().min(1).max(100) }),
        response: { 200: z.string().describe("The invoice as CSV"), ...problems },
      },
    },
    async (request, reply) => {
      const file = await invoiceDownload(
        app.db,
        requireTenantContext(request).tenantId,
        request.query.invoiceId,
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.content);
    },
  );

  typed.get(
    "/:tenant/api/rapyd/upcoming/invoices",
    {
      onRequest,
      schema: {
        tags,
        summary: "The next renewal's invoice as it stands now, or null when nothing renews",
        params: tenantParamsSchema,
        response: { 200: invoiceSchema.nullable(), ...problems },
      },
    },
    async (request) => upcomingInvoice(app.db, requireTenantContext(request).tenantId),
  );

  typed.get(
    "/:tenant/api/rapyd/payment_method",
    {
      onRequest,
      schema: {
        tags,
        summary: "The card future charges go to, or null",
        params: tenantParamsSchema,
        response: { 200: paymentMethodSchema.nullable(), ...problems },
      },
    },
    async (request) => defaultPaymentMethod(app.db, rapyd(), requireTenantContext(request).tenantId),
  );

  typed.post(
    "/:tenant/api/rapyd/checkout-card",
    {
      onRequest,
      schema: {
        tags,
        summary: "Starts a hosted page to save a new card",
        params: tenantParamsSchema,
        response: { 200: checkoutResponseSchema, ...problems },
      },
    },
    async (request) => startCardSave(app.db, rapyd(), billingCaller(request)),
  );
}
