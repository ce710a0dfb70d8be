import { describe, expect, it } from "vitest";
import { languageOf } from "./caller-language";

describe("the caller's language from Accept-Language", () => {
  it("is Icelandic for is and is-IS, in any case", () => {
    expect(languageOf("is")).toBe("IS");
    expect(languageOf("is-IS")).toBe("IS");
    expect(languageOf("IS-is")).toBe("IS");
    expect(languageOf("is-IS,is;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("IS");
  });

  it("is English without the header, for English, for any other language and for *", () => {
    expect(languageOf(undefined)).toBe("EN");
    expect(languageOf("")).toBe("EN");
    expect(languageOf("en-GB")).toBe("EN");
    expect(languageOf("de-DE,de;q=0.9,fr;q=0.8")).toBe("EN");
    expect(languageOf("*")).toBe("EN");
    expect(languageOf("nonsense;;;")).toBe("EN");
  });

  it("takes the most wanted of English and Icelandic by q-value, then by order", () => {
    expect(languageOf("en;q=0.8, is")).toBe("IS");
    expect(languageOf("is;q=0.5, en")).toBe("EN");
    expect(languageOf("da, is;q=0.9, en;q=0.8")).toBe("IS");
    expect(languageOf("en, is")).toBe("EN");
    expect(languageOf("is, en")).toBe("IS");
    expect(languageOf("is ; q = 0.7 , en ; q = 0.6")).toBe("IS");
  });

  it("never takes a language the caller refuses with q=0 or a q that is not a number", () => {
    expect(languageOf("is;q=0")).toBe("EN");
    expect(languageOf("is;q=0, en;q=0.1")).toBe("EN");
    expect(languageOf("is;q=abc")).toBe("EN");
  });
});
