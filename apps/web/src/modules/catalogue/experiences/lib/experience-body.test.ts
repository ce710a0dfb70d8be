import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { experienceBodySchema } from "@stund/shared/contracts/catalogue/experiences";
import { initTestI18n } from "../../../../components/testing/test-i18n";
import { experience } from "../../../../components/testing/experience-fixtures";
import { formatDuration } from "./duration";
import { experienceBodyFromValues } from "./experience-body";
import { emptyExperienceValues, newCustomField, valuesFromExperience } from "./experience-form-values";
import { translateExperienceMessage } from "./experience-messages";
import { validateExperienceValues } from "./experience-validation";

beforeAll(() => initTestI18n("EN"));

describe("editor values and the request body", () => {
  it("round-trips a saved experience unchanged", () => {
    const saved = experience();
    const body = experienceBodySchema.parse(
      experienceBodyFromValues(valuesFromExperience(saved, "ISK"), "ISK"),
    );
    const {
      id: _id,
      projectId: _project,
      currency: _currency,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = saved;
    expect(body).toEqual(fields);
  });

  it("turns typed prices into minor units as written, so the console and the server agree", () => {
    const cases = [
      [0.285, 29],
      [1.005, 101],
      [2.675, 268],
      [0.145, 15],
      [8.345, 835],
    ] as const;
    for (const [typed, minor] of cases) {
      const values = emptyExperienceValues(["Public", "Agent"]);
      values.ticketCategories[0]!.price = typed;
      values.ticketCategories[0]!.channelPrices.Agent = String(typed);
      const category = experienceBodyFromValues(values, "EUR").ticketCategories[0]!;
      expect(category.price, `${typed} EUR`).toBe(minor);
      expect(category.channelPrices?.Agent, `${typed} EUR agent`).toBe(minor);
    }
    const krónur = emptyExperienceValues(["Public"]);
    krónur.ticketCategories[0]!.price = 1.5;
    expect(experienceBodyFromValues(krónur, "ISK").ticketCategories[0]!.price).toBe(2);
  });

  it("leaves out an empty tag, empty coordinates and options of a question that takes none", () => {
    const values = emptyExperienceValues(["Public", "Agent"]);
    values.name.EN = "Lava tunnel";
    values.ticketCategories[0]!.name.EN = "Adult";
    values.customFields = [
      {
        ...newCustomField(),
        type: "Text",
        label: { EN: "Allergies", IS: "" },
        options: [{ EN: "x", IS: "" }],
      },
    ];
    const body = experienceBodySchema.parse(experienceBodyFromValues(values, "ISK"));
    expect(body.tag).toBeUndefined();
    expect(body.location).toEqual({ address: "", meetingPoint: "", latitude: null, longitude: null });
    expect(body.customFields[0]!.options).toEqual([]);
    expect(body.channels).toEqual(["Public", "Agent"]);
  });

  it("reports contract problems on the form's paths, as catalogue keys where the contract has its own", () => {
    const values = emptyExperienceValues();
    values.ticketCategories = [];
    values.durationMinutes = "";
    values.assetNeeds = [{ key: "a", assetId: "", quantity: 1, per: "Booking" }];
    const errors = validateExperienceValues(values, "ISK");
    expect(errors).toMatchObject({
      "name.EN": "Value is required",
      durationMinutes: "Value is required",
      ticketCategories: "experiences.validation.ticketCategoryRequired",
      "assetNeeds.0.assetId": "Value is required",
    });
  });
});

describe("experience messages", () => {
  it("translates the API's list messages with their values", async () => {
    await i18n.changeLanguage("IS");
    const t = i18n.getFixedT("IS");
    expect(
      translateExperienceMessage(
        "Kiosk is not enabled for the company\nAgent is not enabled for the company",
        t,
      ),
    ).toBe(
      "Söluleiðin Sjálfsafgreiðsla er ekki virk hjá fyrirtækinu\nSöluleiðin Endursöluaðilar er ekki virk hjá fyrirtækinu",
    );
    expect(translateExperienceMessage("Image 2 is listed more than once", t)).toBe(
      "Mynd 2 er skráð oftar en einu sinni",
    );
    expect(translateExperienceMessage("Value is required", t)).toBe("Reitur er nauðsynlegur");
    expect(translateExperienceMessage("Something else", t)).toBe("Something else");
    await i18n.changeLanguage("EN");
  });

  it("formats durations", () => {
    const t = i18n.getFixedT("EN");
    expect(formatDuration(45, t)).toBe("45 min");
    expect(formatDuration(120, t)).toBe("2 h");
    expect(formatDuration(150, t)).toBe("2 h 30 min");
    expect(formatDuration(60 * 24 * 3, t)).toBe("3 days");
    expect(formatDuration(60 * 24, t)).toBe("1 day");
  });
});
