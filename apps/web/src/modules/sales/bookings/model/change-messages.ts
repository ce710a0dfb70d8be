import type { TFunction } from "i18next";
import { bookingChangeMessages as m } from "@stund/shared/contracts/bookings/booking-changes";
import { deskPaymentMessages as d } from "@stund/shared/contracts/payments/desk-payments";
import { translateValidationMessage } from "../../../../lib/forms/validation-message";

/** The server's answers to booking changes and refunds, by the catalogue key that says them. */
const keys: Record<string, string> = {
  [m.cancelled]: "bookings.changeError.cancelled",
  [m.notChangeable]: "bookings.changeError.notChangeable",
  [m.noDeparture]: "bookings.changeError.noDeparture",
  [m.sameDeparture]: "bookings.changeError.sameDeparture",
  [m.categoriesDiffer]: "bookings.changeError.categoriesDiffer",
  [m.chooseTicket]: "bookings.changeError.chooseTicket",
  [m.checkTickets]: "bookings.changeError.checkTickets",
  [m.noEmail]: "bookings.changeError.noEmail",
  [m.notConfirmed]: "bookings.changeError.notConfirmed",
  [d.noBrokerPayment]: "bookings.changeError.noBrokerPayment",
  [d.nothingToRefund]: "bookings.changeError.nothingToRefund",
  [d.tooMuch]: "bookings.changeError.tooMuch",
  [d.brokerRefused]: "bookings.changeError.brokerRefused",
  "Not enough seats left": "bookings.changeError.notEnoughSeats",
  "This departure has already left": "bookings.changeError.departed",
  "The event is cancelled": "bookings.changeError.eventCancelled",
  "This experience is not sold on this channel": "bookings.changeError.notOnChannel",
};

/** Answers that name something, with the catalogue key and the value's name there. */
const patterns: { pattern: RegExp; key: string; param: string }[] = [
  {
    pattern: /^(.+) refunds only the whole payment; refund all of it, or the part as cash$/,
    key: "bookings.changeError.noPartialRefund",
    param: "broker",
  },
];

/** A server answer's title in the user's language; a title this screen does not know stays as it is. */
export function changeMessage(title: string, t: TFunction): string {
  const key = keys[title];
  if (key) return t(key);
  for (const { pattern, key: patternKey, param } of patterns) {
    const match = pattern.exec(title);
    if (match) return t(patternKey, { [param]: match[1] });
  }
  return translateValidationMessage(title, t);
}
