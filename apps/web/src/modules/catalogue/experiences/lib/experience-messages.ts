/**
 * Messages about an experience in the console language: the contract's own messages and the
 * titles the experiences API puts on fields, mapped to catalogue keys; anything else goes through
 * the shared validation-message translation.
 */
import type { TFunction } from "i18next";
import { translateValidationMessage } from "../../../../lib/forms/validation-message";

const exact: Record<string, string> = {
  "Add at least one ticket category": "experiences.validation.ticketCategoryRequired",
  "Add at least one option": "experiences.validation.optionRequired",
  "The minimum per booking cannot be above the maximum": "experiences.validation.minAboveMax",
  "This tag is already used by another experience": "experiences.error.tagTaken",
  "The tag must contain at least one letter or digit": "experiences.error.tagEmpty",
  "Add a tag: the name has no letters or digits to make one from": "experiences.error.tagFromName",
};

const patterns: { pattern: RegExp; key: string }[] = [
  { pattern: /^(\w+) is not enabled for the company$/, key: "experiences.error.channelNotEnabled" },
  {
    pattern: /^Asset (\d+) is not an asset of this project or of the company$/,
    key: "experiences.error.assetNotAvailable",
  },
  { pattern: /^Asset (\d+) is listed more than once$/, key: "experiences.error.assetTwice" },
  {
    pattern: /^Image (\d+) is not an image uploaded for this company$/,
    key: "experiences.error.imageNotFound",
  },
  { pattern: /^Image (\d+) is listed more than once$/, key: "experiences.error.imageTwice" },
];

/** A catalogue key for a known message without values (form errors keep it and translate it on show). */
export function experienceMessageKey(message: string): string {
  return exact[message] ?? message;
}

/** One message, or several on separate lines, in the console language. */
export function translateExperienceMessage(message: string, t: TFunction): string {
  return message
    .split("\n")
    .map((line) => {
      for (const { pattern, key } of patterns) {
        const found = pattern.exec(line);
        if (!found) continue;
        const value = found[1]!;
        return key === "experiences.error.channelNotEnabled"
          ? t(key, { channel: t(`experiences.channel.${value}`, { defaultValue: value }) })
          : t(key, { n: value });
      }
      return translateValidationMessage(experienceMessageKey(line), t);
    })
    .join("\n");
}
