import type { Currency } from "@stund/shared/enums";
import { useCurrentTenant } from "../../../../lib/tenant/use-current-tenant";
import { asCurrency } from "@stund/shared/money/money";

/** The company's currency, in which every price of the project is kept. */
export function useTenantCurrency(): { currency: Currency; isLoading: boolean } {
  const tenant = useCurrentTenant();
  return { currency: asCurrency(tenant.data?.settings.currency), isLoading: tenant.isLoading };
}
