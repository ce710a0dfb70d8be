import type { FeatureCatalogue } from "./catalogue-types";

export const terms: FeatureCatalogue = {
  en: {},
  is: {},
};
