import type { FeatureCatalogue } from "./catalogue-types";
import { problemsEn } from "./errors-en";
import { problemsIs } from "./errors-is";

/**
 * The texts of the server's problem answers: titles, field messages and details, in the English
 * the server writes them and in Icelandic. A text with a placeholder ({{name}}) stands for every
 * text that differs from it only there (a number, a name, a date); the value found there is put
 * in the Icelandic text, as a word of its own where problemWords names the placeholder.
 *
 * Texts the console already says under keys of its own are not repeated here: problemTextKeys
 * points the server at those entries, so the answer and the console never say them differently.
 */
export const problems: FeatureCatalogue = {
  en: problemsEn,
  is: problemsIs,
};

/**
 * Texts the server sends that the console already says under keys of its own, by the server's
 * English (with {{placeholders}} named as in that key's texts): the Icelandic answer is that key's
 * Icelandic text.
 */
export const problemTextKeys: Record<string, string> = {
  "Not authorized": "access.notAuthorized",
  "Value is required": "validation.required",
  "Value is not a valid email address": "validation.email",
  "This field should be at least {{min}} characters long": "validation.minLength",
  "The minimum value allowed is {{min}}": "validation.min",
  "The maximum value allowed is {{max}}": "validation.max",
  "The value is required": "validation.conditionallyRequired",
  "You have reached the maximum character limit of {{n}}.": "validation.maxChars",
  "Company ssn is required": "validation.companySsnRequired",
  "Billing email is required": "validation.billingEmailRequired",
  "Billing email must be a legit email": "validation.billingEmailInvalid",
  "Billing country is required": "validation.billingCountryRequired",
  "Only digits, spaces and a leading plus are allowed": "validation.phone",
  "The email or password is not correct": "auth.error.wrongCredentials",
  "An account with this email already exists": "auth.error.emailTaken",
  "Too many failed sign-in attempts. Please wait 15 minutes and try again.": "auth.error.rateLimited",
  "Too many failed sign-in attempts on this account. Please wait a few minutes and try again.":
    "auth.error.accountBackoff",
  "Too many requests. Please wait a moment and try again.": "auth.error.tooManyRequests",
  "A company with the identifier {{identifier}} already exists": "tenants.error.identifierTaken",
  "The identifier {{identifier}} is reserved, please choose another one": "tenants.error.identifierReserved",
  "The identifier must contain at least one letter or digit": "onboarding.company.identifierNeedsLetter",
  "Choose a country from the list": "tenants.validation.unknownCountry",
  "Choose a time zone from the list": "tenants.validation.unknownTimeZone",
  "Add at least one ticket category": "experiences.validation.ticketCategoryRequired",
  "Add at least one option": "experiences.validation.optionRequired",
  "The minimum per booking cannot be above the maximum": "experiences.validation.minAboveMax",
  "This tag is already used by another experience": "experiences.error.tagTaken",
  "The tag must contain at least one letter or digit": "experiences.error.tagEmpty",
  "Add a tag: the name has no letters or digits to make one from": "experiences.error.tagFromName",
  "{{channel}} is not enabled for the company": "experiences.error.channelNotEnabled",
  "Asset {{n}} is not an asset of this project or of the company": "experiences.error.assetNotAvailable",
  "Asset {{n}} is listed more than once": "experiences.error.assetTwice",
  "Image {{n}} is not an image uploaded for this company": "experiences.error.imageNotFound",
  "Image {{n}} is listed more than once": "experiences.error.imageTwice",
  "Closing must be after opening": "scheduleSettings.validation.closeAfterOpen",
  "Give opening hours for at least one weekday": "scheduleSettings.validation.openDayRequired",
  "The shortest rental cannot be longer than the longest": "scheduleSettings.validation.minAboveMax",
  "Use a time as HH:mm": "scheduleSettings.validation.time",
  "Enable at least one sales channel": "channelSettings.atLeastOne",
  "Choose at least one weekday": "events.validation.chooseWeekday",
  "Add at least one start time": "events.validation.addTime",
  "Each weekday can appear once": "events.validation.weekdayOnce",
  "The end date cannot be before the start date": "events.validation.endBeforeStart",
  "Give an end date or a number of departures": "events.validation.endOrCount",
  "Booking not found": "bookings.detail.notFound.title",
  "Not enough seats left": "storefront.checkout.seatsTitle",
  "{{count}} seats left": "quickBooking.departure.seatsLeft_other",
  "This departure has already left": "bookings.changeError.departed",
  "Choose at least one ticket": "quickBooking.tickets.chooseOne",
  "Enter a valid email address": "bookings.resend.invalidEmail",
  "Accept the terms and the refund policy to book": "storefront.terms.required",
  "Enter the email address the booking was made with": "storefront.cancel.emailRequired",
  "Contact {{company}} to cancel this booking": "storefront.cancel.contact",
  "{{broker}} refunds only the whole payment; refund all of it, or the part as cash":
    "bookings.changeError.noPartialRefund",
  "User does not have admin permission": "paymentSettings.error.adminOnly",
  "The payment settings are not valid": "paymentSettings.error.invalid",
  "The test broker is not available on this server": "paymentSettings.error.sandboxUnavailable",
  "Not a credential of the chosen broker": "paymentSettings.error.notBrokerField",
  "This experience already has a VAT rule": "paymentSettings.error.duplicateExperience",
  "Choose an experience of this company": "paymentSettings.error.unknownExperience",
  "Use at most 2 decimals": "paymentSettings.error.twoDecimals",
  "Invitation not found": "invitationPage.notFound.title",
  "This invitation has expired": "invitationPage.expired.title",
  "This invitation has been revoked": "invitationPage.revoked.title",
  "This invitation has already been used": "invitationPage.used.title",
  "This invitation was sent to another email address": "invitationPage.wrongUser.title",
  "Sign in to accept this invitation": "invitationPage.signInToAccept",
  "Enter your name and a password to create your account": "invitationPage.needNameAndPassword",
  "Choose at least one role": "invitations.error.chooseRole",
};

/**
 * Placeholders whose value is a word with an Icelandic form of its own: the catalogue keys under
 * `prefix` hold those words (the English text the value, the Icelandic the word to use). A
 * closed placeholder matches only one of those words; any other keeps its value as it is.
 */
export const problemWords: Record<string, { prefix: string; closed?: boolean }> = {
  expected: { prefix: "problem.zodType." },
  received: { prefix: "problem.zodType." },
  origin: { prefix: "problem.zodOrigin." },
  sizeUnit: { prefix: "problem.zodSizeUnit." },
  format: { prefix: "problem.zodFormat.", closed: true },
  weekday: { prefix: "scheduleSettings.weekday." },
  onWeekday: { prefix: "problem.onWeekday." },
  unit: { prefix: "problem.unit." },
  channel: { prefix: "bookings.channel." },
  limitFeature: { prefix: "problem.limitFeature." },
};
