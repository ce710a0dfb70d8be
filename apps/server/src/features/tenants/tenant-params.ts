import { z } from "zod";

/** The first path segment of every /{tenant}/api route. */
export const tenantParamsSchema = z.object({ tenant: z.string().min(1).max(100) });
