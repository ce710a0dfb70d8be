import { describe, expect, it } from "vitest";
import { z } from "zod";
import { countedFeatureNames } from "../billing/plan-features";
import { validationMessages } from "../contracts/validation-messages";
import { durationUnits, salesChannels, weekdays } from "../enums";
import { catalogueFor } from "./catalogue";
import { problems, problemTextKeys, problemWords } from "./errors";
import { problemIn, problemTextIn, problemTexts } from "./problem-text";

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

describe("problem texts", () => {
  it("points only at console entries that exist in both languages", () => {
    const english = catalogueFor("EN");
    const icelandic = catalogueFor("IS");
    const missing = Object.values(problemTextKeys).filter((key) => !english[key] || !icelandic[key]);
    expect(missing).toEqual([]);
  });

  it("says every placeholder of an Icelandic text in its English too", () => {
    for (const [english, icelandic] of problemTexts())
      expect(placeholders(english), english).toEqual(expect.arrayContaining(placeholders(icelandic)));
  });

  it("has each English text once", () => {
    const seen = new Set<string>();
    const twice = problemTexts()
      .map(([english]) => english)
      .filter((english) => (seen.has(english) ? true : (seen.add(english), false)));
    expect(twice).toEqual([]);
  });

  it("does not repeat a text the console already has under a key of its own", () => {
    const own = new Set(Object.keys(problems.en));
    const prefixes = Object.values(problemWords).map((word) => word.prefix);
    const consoleTexts = new Map<string, string>();
    for (const [key, text] of Object.entries(catalogueFor("EN")))
      if (!own.has(key) && !/_(one|other)$/.test(key)) consoleTexts.set(text, key);
    const repeated = Object.entries(problems.en)
      .filter(([key]) => !prefixes.some((prefix) => key.startsWith(prefix)))
      .filter(([, text]) => consoleTexts.has(text))
      .map(([key, text]) => `${key}: ${consoleTexts.get(text)}`);
    expect(repeated).toEqual([]);
  });

  it("answers English as it is", () => {
    expect(problemTextIn("EN", "Event not found")).toBe("Event not found");
    expect(problemTextIn("EN", "Anything at all")).toBe("Anything at all");
  });

  it("says a plain text in Icelandic", () => {
    expect(problemTextIn("IS", "Event not found")).toBe("Viðburðurinn fannst ekki");
    expect(problemTextIn("IS", "The email or password is not correct")).toBe(
      catalogueFor("IS")["auth.error.wrongCredentials"],
    );
  });

  it("carries a value into the Icelandic text", () => {
    expect(problemTextIn("IS", validationMessages.min(3))).toBe("Lægsta leyfilega gildi er 3");
    expect(problemTextIn("IS", validationMessages.maxChars(255))).toBe(
      "Þú hefur náð hámarksfjölda stafa, 255.",
    );
    expect(problemTextIn("IS", "A company with the identifier acme already exists")).toBe(
      "Fyrirtæki með vefslóðina acme er þegar til",
    );
    expect(problemTextIn("IS", "Capacity cannot be below the seats already sold or held (12)")).toBe(
      "Sætafjöldi má ekki vera lægri en sætin sem þegar eru seld eða frátekin (12)",
    );
  });

  it("says a value that is a word in Icelandic", () => {
    expect(problemTextIn("IS", "The opening hours overlap on Tuesday")).toBe(
      "Opnunartímar skarast á þriðjudögum",
    );
    expect(problemTextIn("IS", "Sunday is listed more than once")).toBe(
      "Sunnudagur er skráður oftar en einu sinni",
    );
    expect(problemTextIn("IS", "Choose a duration from 1 to 4 hours")).toBe(
      "Veldu lengd frá 1 til 4 klukkustunda",
    );
    expect(problemTextIn("IS", "Kiosk is not enabled for the company")).toBe(
      "Söluleiðin Sjálfsafgreiðsla er ekki virk hjá fyrirtækinu",
    );
    expect(problemTextIn("IS", "You have reached the staff member limit of your plan")).toBe(
      "Þú hefur náð hámarksfjölda starfsmanna í áskriftarleiðinni þinni",
    );
  });

  it("has an Icelandic word for every weekday, duration unit, sales channel and counted feature", () => {
    const samples = [
      ...weekdays.map((day) => `${day} is listed more than once`),
      ...weekdays.map((day) => `The opening hours overlap on ${day}`),
      ...durationUnits.map((unit) => `Choose a duration from 1 to 2 ${unit.toLowerCase()}`),
      ...salesChannels.map((channel) => `${channel} is not enabled for the company`),
      ...Object.values(countedFeatureNames).map((name) => `You have reached the ${name} limit of your plan`),
    ];
    for (const sample of samples) {
      const said = problemTextIn("IS", sample);
      expect(said, sample).toBeDefined();
      const value = /^(\w+) is|on (\w+)$|2 (\w+)$|^(\w+) is not|the ([\w ]+) limit/
        .exec(sample)!
        .slice(1)
        .find(Boolean)!;
      expect(said, sample).not.toContain(value);
    }
  });

  it("keeps the field a validation title names", () => {
    expect(problemTextIn("IS", "customer.email: Value is not a valid email address")).toBe(
      "customer.email: Gildið er ekki gilt netfang",
    );
    expect(problemTextIn("IS", "seats: The maximum value allowed is 4")).toBe(
      "seats: Hæsta leyfilega gildi er 4",
    );
  });

  it("says zod's own messages in Icelandic", () => {
    const messages = (schema: z.ZodType, value: unknown) =>
      schema.safeParse(value).error!.issues.map((issue) => issue.message);
    const cases: [z.ZodType, unknown, string][] = [
      [z.object({ name: z.string() }), {}, "Gildi vantar: átti að vera texti"],
      [z.string(), 4, "Ógilt gildi: átti að vera texti en er tala"],
      [z.string().max(5), "too long", "Of stórt: textinn má í mesta lagi hafa 5 stafi"],
      [z.string().min(1), "", "Textinn má ekki vera tómur"],
      [z.number().min(2), 1, "Of lágt: talan verður að vera að minnsta kosti 2"],
      [z.array(z.string()).max(1), ["a", "b"], "Of stórt: listinn má í mesta lagi hafa 1 atriði"],
      [z.email(), "no", "Ógilt gildi: á að vera netfang"],
      [z.uuid(), "no", "Ógilt gildi: á að vera UUID-kenni"],
      [z.enum(["EN", "IS"]), "DE", 'Ógilt val: á að vera eitt af "EN"|"IS"'],
      [z.strictObject({}), { extra: 1 }, 'Óþekktur reitur: "extra"'],
    ];
    for (const [schema, value, icelandic] of cases) {
      const [message] = messages(schema, value);
      expect(problemTextIn("IS", message!), message).toBe(icelandic);
    }
  });

  it("leaves a text no catalogue has as it is and lists it", () => {
    expect(problemTextIn("IS", "Something new went wrong")).toBeUndefined();
    const { problem, untranslated } = problemIn("IS", {
      status: 400,
      title: "name: Value is required",
      detail: "The request is not valid.",
      errors: { name: ["Value is required"], other: ["Something new went wrong"] },
    });
    expect(problem).toEqual({
      status: 400,
      title: "name: Reitur er nauðsynlegur",
      detail: "Beiðnin er ekki gild.",
      errors: { name: ["Reitur er nauðsynlegur"], other: ["Something new went wrong"] },
    });
    expect(untranslated).toEqual(["Something new went wrong"]);
  });
});
