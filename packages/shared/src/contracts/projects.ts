import { z } from "zod";
import { paymentMethods, salesChannels } from "../enums";
import { projectStaffPersonSchema } from "./staff";
import { isTimeZone } from "./tenants";
import { defaultMaxLength, validationMessages as m } from "./validation-messages";

const name = z.string().trim().min(1, m.required).max(defaultMaxLength, m.maxChars(defaultMaxLength));

export const salesUnitSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  channel: z.enum(salesChannels),
  paymentMethods: z.array(z.enum(paymentMethods)),
  receiptText: z.string(),
});
export type SalesUnit = z.infer<typeof salesUnitSchema>;

export const createSalesUnitBodySchema = z.object({
  projectId: z.string().uuid(),
  name,
  channel: z.enum(salesChannels),
  paymentMethods: z.array(z.enum(paymentMethods)).default(["Card", "Cash"]),
  receiptText: z.string().trim().max(1000, m.maxChars(1000)).default(""),
});
export const updateSalesUnitBodySchema = createSalesUnitBodySchema.extend({ id: z.string().uuid() });

export const projectStaffMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
});

export const projectSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** IANA zone of the project's departures; null follows the company's time zone. */
  timeZone: z.string().nullable(),
  salesUnits: z.array(salesUnitSchema),
  staff: z.array(projectStaffMemberSchema),
  createdAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const createProjectBodySchema = z.object({
  Name: name,
  identifier: z.string().trim().max(63).optional(),
  description: z.string().trim().max(2000, m.maxChars(2000)).default(""),
});
export const updateProjectBodySchema = z.object({
  id: z.string().uuid(),
  name,
  identifier: z.string().trim().min(1, m.required).max(63),
  description: z.string().trim().max(2000, m.maxChars(2000)).default(""),
  /** Left out: unchanged; null: follow the company's time zone. */
  timeZone: z
    .string()
    .trim()
    .max(64)
    .refine(isTimeZone, "Choose a time zone from the list")
    .nullable()
    .optional(),
});
export const createdIdSchema = z.object({ id: z.string() });

export type CreateProjectBody = z.input<typeof createProjectBodySchema>;
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;
export type CreateSalesUnitBody = z.input<typeof createSalesUnitBodySchema>;
export type UpdateSalesUnitBody = z.input<typeof updateSalesUnitBodySchema>;
export type ProjectStaffMember = z.infer<typeof projectStaffMemberSchema>;

export const projectListSchema = z.array(projectSchema);
/** GET /project/staff?projectId: the project's staff with their pictures, roles and last sign-in. */
export const projectStaffListSchema = z.array(projectStaffPersonSchema);
export const salesUnitListSchema = z.array(salesUnitSchema);

const referenceMessage = "A project is named by its id or identifier: letters, digits and hyphens only";

/** GET /project/{id}: the id is the project's uuid or its identifier. */
export const projectReferenceParamsSchema = z.object({
  id: z
    .string()
    .min(1, referenceMessage)
    .max(100, referenceMessage)
    .regex(/^[\p{L}\p{N}-]+$/u, referenceMessage),
});
export const projectIdParamsSchema = z.object({ id: z.uuid("The project id is not valid") });
export const projectIdQuerySchema = z.object({ id: z.uuid("The project id is not valid") });
export const projectStaffQuerySchema = z.object({
  projectId: z.uuid("The project id is not valid"),
  search: z.string().trim().max(255, "The search is too long").optional(),
});
export const salesUnitListQuerySchema = z.object({ projectId: z.uuid("The project id is not valid") });
export const salesUnitIdParamsSchema = z.object({ id: z.uuid("The sales unit id is not valid") });

export const projectImageResponseSchema = z.object({ image: z.string() });
