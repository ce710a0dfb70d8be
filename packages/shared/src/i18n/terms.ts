import type { FeatureCatalogue } from "./catalogue-types";

/** The terms and conditions and privacy policy dialogs every signed-in user accepts (docs/product.md §2.7). */
export const terms: FeatureCatalogue = {
  en: {
    "platformDocuments.title": "Platform documents",
    "platformDocuments.back": "Back to companies",
    "platformDocuments.subtitle":
      "The terms and conditions and the privacy policy every user of the platform accepts. Publishing a new version asks every user to accept it again.",
    "platformDocuments.current": "Version {{version}}, published {{date}}",
    "platformDocuments.type.TermsAndConditions": "Terms and conditions",
    "platformDocuments.type.PrivacyPolicy": "Privacy policy",
    "platformDocuments.publish": "Publish new version",
    "platformDocuments.confirmTitle": "Publish a new version?",
    "platformDocuments.confirmText":
      "Every user will be asked to accept the new version before they can continue working.",
    "terms.dialog.termsTitle": "Terms and conditions",
    "terms.dialog.privacyTitle": "Privacy policy",
    "terms.dialog.intro": "Please read the document below. Press Confirm to accept it and continue.",
  },
  is: {
    "platformDocuments.title": "Skjöl kerfisins",
    "platformDocuments.back": "Aftur í fyrirtæki",
    "platformDocuments.subtitle":
      "Skilmálarnir og persónuverndarstefnan sem allir notendur kerfisins samþykkja. Ný útgáfa krefst þess að allir notendur samþykki hana aftur.",
    "platformDocuments.current": "Útgáfa {{version}}, birt {{date}}",
    "platformDocuments.type.TermsAndConditions": "Skilmálar",
    "platformDocuments.type.PrivacyPolicy": "Persónuverndarstefna",
    "platformDocuments.publish": "Birta nýja útgáfu",
    "platformDocuments.confirmTitle": "Birta nýja útgáfu?",
    "platformDocuments.confirmText":
      "Allir notendur verða beðnir um að samþykkja nýju útgáfuna áður en þeir geta haldið áfram.",
    "terms.dialog.termsTitle": "Notkunarskilmálar",
    "terms.dialog.privacyTitle": "Persónuverndarstefna",
    "terms.dialog.intro":
      "Vinsamlegast lestu skjalið hér fyrir neðan. Smelltu á Staðfesta til að samþykkja það og halda áfram.",
  },
};
