import type { FeatureCatalogue } from "./catalogue-types";

export const settings: FeatureCatalogue = {
  en: {},
  is: {},
};
