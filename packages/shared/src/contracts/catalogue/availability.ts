import { z } from "zod";
import { problemSchema } from "../problem";

/**
 * The 409 answer when seats cannot be taken ("Not enough seats left"): a problem that also says
 * how many seats can still be taken. Routes that take seats declare it for 409, so the number
 * reaches the console.
 */
export const seatsConflictSchema = problemSchema.extend({ available: z.number().int().min(0).optional() });
export type SeatsConflict = z.infer<typeof seatsConflictSchema>;
