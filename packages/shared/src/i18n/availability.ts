import type { FeatureCatalogue } from "./catalogue-types";

export const availability: FeatureCatalogue = {
  en: {},
  is: {},
};
