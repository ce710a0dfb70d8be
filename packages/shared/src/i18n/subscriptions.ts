import type { FeatureCatalogue } from "./catalogue-types";

/** The plans screen, the subscription warning and the billing pages. */
export const subscriptions: FeatureCatalogue = {
  en: {},
  is: {},
};
