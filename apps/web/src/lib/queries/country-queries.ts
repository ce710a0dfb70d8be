import { useQuery } from "@tanstack/react-query";
import type { Country } from "@stund/shared/countries";
import type { Language } from "@stund/shared/enums";
import { apiCall } from "../http/client";

/** docs/product.md §6.6: about 250 ISO countries, named in the interface language. */
export function useCountries(language: Language) {
  return useQuery({
    queryKey: ["countries", language],
    queryFn: () => apiCall<Country[]>(`/countries/${language}`, { noTenant: true }),
    staleTime: Infinity,
  });
}
