import type { FeatureCatalogue } from "./catalogue-types";

export const events: FeatureCatalogue = {
  en: {},
  is: {},
};
