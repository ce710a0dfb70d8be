import type { FeatureCatalogue } from "./catalogue-types";

/** The terms and conditions and privacy policy dialogs every signed-in user accepts (spec §2). */
export const terms: FeatureCatalogue = {
  en: {
    "terms.dialog.termsTitle": "Terms and conditions",
    "terms.dialog.privacyTitle": "Privacy policy",
    "terms.dialog.intro": "Please read the document below. Press Confirm to accept it and continue.",
  },
  is: {
    "terms.dialog.termsTitle": "Notkunarskilmálar",
    "terms.dialog.privacyTitle": "Persónuverndarstefna",
    "terms.dialog.intro":
      "Vinsamlegast lestu skjalið hér fyrir neðan. Smelltu á Staðfesta til að samþykkja það og halda áfram.",
  },
};
