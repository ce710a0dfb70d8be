import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { validationMessages as m } from "@stund/shared/contracts/validation-messages";
import { ensureI18n } from "../test/render-with-providers";
import { translateFormMessage } from "./form-messages";

beforeAll(async () => {
  await ensureI18n();
  await i18n.changeLanguage("IS");
});

describe("translateFormMessage", () => {
  const t = () => i18n.t.bind(i18n);

  it("translates the contracts' fixed messages", () => {
    expect(translateFormMessage(m.required, t())).toBe("Reitur er nauðsynlegur");
    expect(translateFormMessage(m.companySsnRequired, t())).toBe("Kennitala fyrirtækis er nauðsynleg");
  });

  it("translates messages that carry a value", () => {
    expect(translateFormMessage(m.minLength(10), t())).toBe(
      "Reiturinn þarf að vera að minnsta kosti 10 stafir",
    );
    expect(translateFormMessage("A company with the identifier glacier already exists", t())).toBe(
      "Fyrirtæki með vefslóðina glacier er þegar til",
    );
  });

  it("translates a catalogue key and leaves an unknown message as it came", () => {
    expect(translateFormMessage("onboarding.company.identifierReserved", t())).toBe(
      "Þessi vefslóð er frátekin. Veldu aðra.",
    );
    expect(translateFormMessage("Something: else happened", t())).toBe("Something: else happened");
    expect(translateFormMessage(undefined, t())).toBeUndefined();
  });
});
