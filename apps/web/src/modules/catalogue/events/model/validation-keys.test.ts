import { describe, expect, it } from "vitest";
import { catalogueFor } from "@stund/shared/i18n/catalogue";
import { contractMessageKeys } from "./validation-keys";

describe("contract message keys", () => {
  it("exist in English and Icelandic", () => {
    for (const key of Object.values(contractMessageKeys)) {
      expect(catalogueFor("EN")[key], key).toBeTruthy();
      expect(catalogueFor("IS")[key], key).toBeTruthy();
    }
  });
});
