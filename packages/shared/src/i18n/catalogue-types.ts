/** One feature's texts: the same keys in English and Icelandic. */
export interface FeatureCatalogue {
  en: Record<string, string>;
  is: Record<string, string>;
}
