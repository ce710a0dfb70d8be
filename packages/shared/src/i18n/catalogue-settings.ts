import type { FeatureCatalogue } from "./catalogue-types";

export const catalogueSettings: FeatureCatalogue = {
  en: {},
  is: {},
};
