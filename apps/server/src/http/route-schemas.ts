import { z } from "zod";
import { problemSchema } from "@stund/shared/contracts/problem";

/** The first path segment of every /{tenant}/api route. */
export const tenantParamsSchema = z.object({ tenant: z.string().min(1).max(100) });

/** The problem answers a tenant-scoped route can give, for the OpenAPI document. */
export const tenantRouteProblems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
};
