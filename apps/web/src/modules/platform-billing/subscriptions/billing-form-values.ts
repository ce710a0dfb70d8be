import type { Tenant } from "@stund/shared/contracts/tenants";
import type { BillingFieldValues } from "../../../components/forms/billing-information-fields";

/**
 * The billing form's starting values: the saved billing information, country IS by default
 * (docs/product.md §6.6). In the buy flow, empty fields start from the company information to save typing.
 */
export function billingFormValues(
  company: Tenant | undefined,
  options: { fromCompanyInformation?: boolean } = {},
): BillingFieldValues {
  const billing = company?.billingInfo;
  const fallback = options.fromCompanyInformation ? company?.companyInfo : undefined;
  return {
    companySsn: billing?.companySsn || fallback?.companySsn || "",
    email: billing?.email || fallback?.email || "",
    countryCode: billing?.countryCode || "IS",
  };
}
