import type { z } from "zod";
import { companyInfoSchema, createTenantBodySchema, type Tenant } from "@stund/shared/contracts/tenants";
import { reservedTenantIdentifiers } from "@stund/shared/identifier";

/** The server's identifier rules, checked as the user types (messages are catalogue keys). */
const identifierSchema = createTenantBodySchema.shape.identifier
  .refine((value) => value === "" || /[\p{L}\p{N}]/u.test(value), "onboarding.company.identifierNeedsLetter")
  .refine((value) => !reservedTenantIdentifiers.has(value), "onboarding.company.identifierReserved");

export const companyFormSchema = createTenantBodySchema.extend({
  identifier: identifierSchema,
  companyInfo: companyInfoSchema.omit({ website: true }),
});

export type CompanyFormValues = z.input<typeof companyFormSchema>;

export function companyFormValues(tenant: Tenant | undefined): CompanyFormValues {
  const info = tenant?.companyInfo;
  return {
    name: tenant?.name ?? "",
    identifier: tenant?.identifier ?? "",
    companyInfo: {
      address: info?.address ?? "",
      postalCode: info?.postalCode ?? "",
      city: info?.city ?? "",
      email: info?.email ?? "",
      phone: info?.phone ?? "",
      companySsn: info?.companySsn ?? "",
    },
  };
}
