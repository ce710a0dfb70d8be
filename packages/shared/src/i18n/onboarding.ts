import type { FeatureCatalogue } from "./catalogue-types";

export const onboarding: FeatureCatalogue = {
  en: {},
  is: {},
};
