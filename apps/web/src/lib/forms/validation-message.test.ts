import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { validationMessages as m } from "@stund/shared/contracts/validation-messages";
import { billingInfoSchema } from "@stund/shared/contracts/tenants";
import { initTestI18n } from "../../components/testing/test-i18n";
import { translateValidationMessage } from "./validation-message";
import {
  email,
  max,
  maxLength,
  min,
  minLength,
  phone,
  required,
  requiredWhen,
  rules,
} from "./validation-rules";

beforeAll(() => initTestI18n("EN"));

const inIcelandic = (message: string) => translateValidationMessage(message, i18n.getFixedT("IS"));
const inEnglish = (message: string) => translateValidationMessage(message, i18n.getFixedT("EN"));

describe("validation messages (docs/product.md §4.6)", () => {
  it("shows every shared message unchanged in English", () => {
    for (const message of [
      m.required,
      m.email,
      m.minLength(3),
      m.min(2),
      m.max(10),
      m.conditionallyRequired,
      m.maxChars(255),
      m.companySsnRequired,
      m.billingEmailRequired,
      m.billingEmailInvalid,
      m.billingCountryRequired,
    ]) {
      expect(inEnglish(message)).toBe(message);
    }
  });

  it("translates the shared messages, with their numbers, into Icelandic", () => {
    expect(inIcelandic(m.required)).toBe("Reitur er nauðsynlegur");
    expect(inIcelandic(m.minLength(3))).toBe("Reiturinn þarf að vera að minnsta kosti 3 stafir");
    expect(inIcelandic(m.min(-2))).toBe("Lægsta leyfilega gildi er -2");
    expect(inIcelandic(m.max(1.5))).toBe("Hæsta leyfilega gildi er 1.5");
    expect(inIcelandic(m.maxChars(30))).toBe("Þú hefur náð hámarksfjölda stafa, 30.");
    expect(inIcelandic(m.companySsnRequired)).toBe("Kennitala fyrirtækis er nauðsynleg");
  });

  it("translates a zod contract's messages the same way", () => {
    const result = billingInfoSchema.safeParse({ companySsn: "", countryCode: "IS", email: "nope" });
    const messages = result.error?.issues.map((issue) => inIcelandic(issue.message));
    expect(messages).toEqual([
      "Kennitala fyrirtækis er nauðsynleg",
      "Netfang fyrir reikninga verður að vera gilt netfang",
    ]);
  });

  it("passes other text through", () => {
    expect(inIcelandic("Name is taken")).toBe("Name is taken");
    expect(inIcelandic("validation.phone")).toBe("Aðeins tölustafir, bil og plús í upphafi eru leyfð");
  });
});

describe("validation rules (docs/product.md §4.6)", () => {
  it("checks required values after trimming", () => {
    expect(required()("  ", {})).toBe(m.required);
    expect(required()(null, {})).toBe(m.required);
    expect(required()([], {})).toBe(m.required);
    expect(required()(0, {})).toBeNull();
    expect(required()(" a ", {})).toBeNull();
  });

  it("checks conditionally required values", () => {
    const rule = requiredWhen<{ on: boolean }>((values) => values.on);
    expect(rule("", { on: true })).toBe(m.conditionallyRequired);
    expect(rule("", { on: false })).toBeNull();
  });

  it("checks emails, lengths, ranges and phones", () => {
    expect(email()("guest@example", {})).toBe(m.email);
    expect(email()("guest@example.is", {})).toBeNull();
    expect(email()("", {})).toBeNull();
    expect(minLength(3)("ab", {})).toBe(m.minLength(3));
    expect(maxLength(3)("abcd", {})).toBe(m.maxChars(3));
    expect(min(1)(0, {})).toBe(m.min(1));
    expect(max(100)(101, {})).toBe(m.max(100));
    expect(phone()("+354 555", {})).toBeNull();
    expect(inEnglish(phone()("555-1234", {})!)).toBe("Only digits, spaces and a leading plus are allowed");
  });

  it("reports the first failing rule", () => {
    const rule = rules(required(), email());
    expect(rule("", {})).toBe(m.required);
    expect(rule("x", {})).toBe(m.email);
  });
});

describe("answer titles and catalogue keys", () => {
  it("translates server titles that forms show inline, with their values", () => {
    expect(inIcelandic("The email or password is not correct")).toBe(
      i18n.getFixedT("IS")("auth.error.wrongCredentials"),
    );
    expect(inIcelandic("A company with the identifier glacier already exists")).toContain("glacier");
    expect(inIcelandic("A company with the identifier glacier already exists")).not.toMatch(/^A company/);
  });

  it("translates a catalogue key and leaves an unknown message as it came", () => {
    expect(inIcelandic("validation.required")).toBe("Reitur er nauðsynlegur");
    expect(inEnglish("Something: else happened")).toBe("Something: else happened");
  });
});
