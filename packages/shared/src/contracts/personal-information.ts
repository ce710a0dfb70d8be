import { z } from "zod";
import { defaultMaxLength, validationMessages as m } from "./validation-messages";

export const phonePattern = /^\+?[0-9 ]*$/;

export const personalInformationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  language: z.enum(["EN", "IS"]),
  image: z.string().nullable(),
});
export type PersonalInformation = z.infer<typeof personalInformationSchema>;

export const updatePersonalInformationSchema = z.object({
  name: z.string().trim().min(1, m.required).max(defaultMaxLength, m.maxChars(defaultMaxLength)),
  phone: z.string().trim().max(30).regex(phonePattern, "Only digits, spaces and a leading plus are allowed"),
  language: z.enum(["EN", "IS"]),
});
export type UpdatePersonalInformation = z.infer<typeof updatePersonalInformationSchema>;
