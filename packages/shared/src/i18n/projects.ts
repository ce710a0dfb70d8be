import type { FeatureCatalogue } from "./catalogue-types";

export const projects: FeatureCatalogue = {
  en: {},
  is: {},
};
