import type { FeatureCatalogue } from "./catalogue-types";

export const experiences: FeatureCatalogue = {
  en: {},
  is: {},
};
