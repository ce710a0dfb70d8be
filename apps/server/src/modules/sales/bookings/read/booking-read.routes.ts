import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bookingDetailSchema,
  bookingExportRowCap,
  bookingFilterSchema,
  bookingListQuerySchema,
  bookingListSchema,
} from "@stund/shared/contracts/bookings/booking-list";
import { idParamsSchema } from "@stund/shared/contracts/catalogue/common";
import { exportFileName } from "@stund/shared/contracts/downloads";
import { tenantRouteProblems } from "../../../../http/route-schemas";
import { projectSection, requireProjectScope } from "../../../access/access/project-access.hooks";
import { projectParamsSchema } from "../../../access/access/route-params.types";
import { bookingCsv } from "./booking-csv";
import { exportBookings, getBookingDetail, listBookings } from "./booking-read.service";
import { bookingDeskRoutes } from "./booking-desk.routes";

const tags = ["Bookings"];
const base = "/:tenant/api/:project/bookings";
const readers = projectSection("projectContent");
const bookingParams = projectParamsSchema.extend(idParamsSchema.shape);

/** Set when more bookings matched than the export holds; the file then has the newest ones. */
export const truncatedHeader = "x-stund-export-truncated";

const filterDescription =
  "q searches the reference (typed in any case, with or without the hyphen), the customer's name, email " +
  "and phone. from/to bound the departure's start. A pending booking whose hold has run out shows, and " +
  "filters, as Expired.";

/** Staff reading bookings: list, CSV export, detail, check-in and the manifest of a departure. */
export async function bookingReadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "The project's bookings, newest first, a page at a time",
        description: `${filterDescription} Money in minor units of the booking's currency.`,
        params: projectParamsSchema,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema, ...tenantRouteProblems },
      },
    },
    async (request) => listBookings(app.db, requireProjectScope(request), request.query),
  );

  // A static segment: the router prefers it to /bookings/:id, so the two never clash.
  r.get(
    `${base}/export.csv`,
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "The project's bookings as a CSV file, newest first",
        description:
          `${filterDescription} Saved as ${exportFileName}: UTF-8 with a byte order mark, RFC 4180, ` +
          `amounts in the currency's major unit, times on the project's clock. At most ` +
          `${bookingExportRowCap} rows; the ${truncatedHeader} header says when more matched.`,
        params: projectParamsSchema,
        querystring: bookingFilterSchema,
        response: { 200: z.string().describe("The bookings as CSV"), ...tenantRouteProblems },
      },
    },
    async (request, reply) => {
      const scope = requireProjectScope(request);
      const now = new Date();
      const { rows, truncated } = await exportBookings(app.db, scope, request.query, now);
      if (truncated) reply.header(truncatedHeader, "true");
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName}"`)
        .header("cache-control", "no-store")
        .send(bookingCsv(rows, scope.timeZone));
    },
  );

  r.get(
    `${base}/:id`,
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "One booking with its tickets, answers, payments and history",
        params: bookingParams,
        response: { 200: bookingDetailSchema, ...tenantRouteProblems },
      },
    },
    async (request) => getBookingDetail(app.db, requireProjectScope(request), request.params.id),
  );

  await bookingDeskRoutes(app);
}
