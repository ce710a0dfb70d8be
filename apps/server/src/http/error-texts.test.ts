/**
 * Every text the server can put in a problem answer has an Icelandic text in the catalogues:
 * the titles and field messages given to the error helpers across src (found by reading the
 * source, see test/support/error-texts-in-source.ts), the zod contracts' messages, validation-messages.ts's
 * validation messages and the texts the HTTP layer writes itself.
 */
import { describe, expect, it } from "vitest";
import { validationMessages } from "@stund/shared/contracts/validation-messages";
import { problemTextIn } from "@stund/shared/i18n/problem-text";
import {
  fileTexts,
  helperTexts,
  literalTexts,
  propertyTexts,
  zodMessages,
} from "../../test/support/error-texts-in-source";
import { HOLE, type FoundText } from "../../test/support/source-reading";
import { handlerTexts } from "./error-handler";

/**
 * Arguments the reading cannot follow to their literals, each with where its texts are written
 * (read here instead) or why it has none of ours.
 */
const followedElsewhere: { file: string; expression: string; texts: () => FoundText[] }[] = [
  {
    file: "apps/server/src/modules/catalogue/experiences/experience-references.ts",
    expression: "first|channels.errors|assets|images",
    texts: () => literalTexts("apps/server/src/modules/catalogue/experiences/experience-references.ts"),
  },
  {
    file: "apps/server/src/modules/catalogue/experiences/experience-tag.ts",
    expression: "emptyTitle",
    texts: () => fileTexts("apps/server/src/modules/catalogue/experiences/experience-tag.ts"),
  },
  {
    file: "apps/server/src/modules/catalogue/schedules/schedule.service.ts",
    expression: "first|errors",
    texts: () => [
      ...fileTexts("apps/server/src/modules/catalogue/schedules/schedule.service.ts"),
      ...literalTexts("apps/server/src/modules/catalogue/schedules/schedule-rules.ts"),
    ],
  },
  {
    file: "apps/server/src/modules/payments/payment-settings/payment-settings.service.ts",
    expression: "...changes.errors",
    texts: () => literalTexts("apps/server/src/modules/payments/payment-settings/credential-changes.ts"),
  },
  {
    file: "apps/server/src/modules/platform-billing/plans/plan-catalogue.service.ts",
    expression: "problems",
    texts: () => literalTexts("apps/server/src/modules/platform-billing/plans/catalogue-rules.ts"),
  },
  {
    file: "apps/server/src/modules/platform-billing/subscriptions/(checkout|subscription|plan-change).service.ts",
    expression: "decision.title|change.title",
    texts: () => propertyTexts("packages/shared/src/access/subscription-rules.ts", "title"),
  },
  // A payment broker's own words (a refusal, a failure reason), passed on as the broker said them.
  {
    file: "apps/server/src/modules/(payments/providers|sales/booking-payments)/.*",
    expression: "error.message|outcome.message \\?\\? undefined",
    texts: () => [],
  },
  {
    file: "apps/server/src/modules/platform-billing/subscriptions/plan-change.service.ts",
    expression: "...\\(reason \\? \\{ detail: reason \\} : \\{\\}\\)",
    texts: () => [],
  },
];

const followed = (file: string, expression: string) =>
  followedElsewhere.find(
    (entry) =>
      new RegExp(`^(${entry.file})$`).test(file) && new RegExp(`^(${entry.expression})$`).test(expression),
  );

/** Texts written outside the error helpers: the HTTP layer's own answers. */
const httpLayerTexts = (): FoundText[] => [
  ...Object.values(handlerTexts).map((text) => ({
    file: "apps/server/src/http/error-handler.ts",
    line: 0,
    text,
  })),
  ...fileTexts("apps/server/src/http/text-guard.ts"),
  ...propertyTexts("apps/server/src/http/web-app.ts", "title"),
  ...propertyTexts("apps/server/src/http/widget-script.ts", "title"),
  ...propertyTexts("apps/server/src/modules/sales/public-booking/public.routes.ts", "title"),
  // app.ts, frameworkErrors: a malformed address and one over the length limit.
  ...["The address is not valid", "The address is too long"].map((text) => ({
    file: "apps/server/src/app.ts",
    line: 0,
    text,
  })),
  // The framework's and the upload plugin's refusals that reach the error handler with their message.
  ...[
    "Unsupported Media Type",
    "Body is not valid JSON but content-type is set to 'application/json'",
    "Body cannot be empty when content-type is set to 'application/json'",
    "Request body size did not match Content-Length",
    "the request is not multipart",
    "reach parts limit",
    "reach files limit",
    "reach fields limit",
    "prototype property is not allowed as field name",
    "a request field is not a valid JSON as declared by its Content-Type",
    "the request was closed before the multipart data was fully parsed",
  ].map((text) => ({ file: "fastify", line: 0, text })),
];

const validationTexts = (): FoundText[] =>
  Object.values(validationMessages).map((message) => ({
    file: "packages/shared/src/contracts/validation-messages.ts",
    line: 0,
    text: typeof message === "string" ? message : message(7),
  }));

/** A text with words of its own, not only values put together ("{field}: {message}"). */
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text.replaceAll(HOLE, ""));

/** The texts that have no Icelandic, as "file:line text". */
function untranslated(texts: FoundText[]): string[] {
  const missing = new Set<string>();
  for (const { file, line, text } of texts) {
    if (!hasWords(text)) continue;
    const sample = text.replaceAll(HOLE, "7");
    const said = problemTextIn("IS", sample);
    if (said === undefined || said === sample) missing.add(`${file}:${line} ${JSON.stringify(sample)}`);
  }
  return [...missing].sort();
}

describe("every problem text the server can send has an Icelandic text", () => {
  const { found, unresolved } = helperTexts();

  it("finds the titles given to the error helpers", () => {
    expect(found.length).toBeGreaterThan(200);
    expect(found.map((entry) => entry.text)).toContain("Event not found");
  });

  it("follows every helper argument to its texts, or knows where they are written", () => {
    const unknown = unresolved
      .filter(({ file, expression }) => !followed(file, expression))
      .map(({ file, line, expression }) => `${file}:${line} ${expression}`);
    expect(unknown).toEqual([]);
  });

  it("has Icelandic for every title and field message given to the error helpers", () => {
    expect(untranslated(found)).toEqual([]);
  });

  it("has Icelandic for the texts of arguments followed elsewhere", () => {
    const texts = followedElsewhere.flatMap((entry) => entry.texts());
    expect(texts.length).toBeGreaterThan(20);
    expect(untranslated(texts)).toEqual([]);
  });

  it("has Icelandic for the messages of the zod contracts and route schemas", () => {
    const texts = zodMessages();
    expect(texts.length).toBeGreaterThan(50);
    expect(untranslated(texts)).toEqual([]);
  });

  it("has Icelandic for validation-messages.ts's validation messages", () => {
    expect(untranslated(validationTexts())).toEqual([]);
  });

  it("has Icelandic for the HTTP layer's and the framework's own answers", () => {
    expect(untranslated(httpLayerTexts())).toEqual([]);
  });
});
