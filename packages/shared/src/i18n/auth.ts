import type { FeatureCatalogue } from "./catalogue-types";

export const auth: FeatureCatalogue = {
  en: {},
  is: {},
};
