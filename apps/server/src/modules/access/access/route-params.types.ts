import { z } from "zod";
import { tenantParamsSchema } from "../../../http/route-schemas";

/** The first two path segments of every /{tenant}/api/{project} route. */
export const projectParamsSchema = tenantParamsSchema.extend({ project: z.string().min(1).max(100) });
