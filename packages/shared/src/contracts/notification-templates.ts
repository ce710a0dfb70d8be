import { z } from "zod";
import { languages, type Language } from "../enums";

/** Issue 17: the messages a company can edit, each in EN and IS, and what their templates may use. */

export const templateKinds = [
  "booking-confirmed",
  "booking-changed",
  "booking-cancelled",
  "payment-link",
  "payment-received",
  "refund-issued",
  "reminder",
  "event-delayed",
  "event-cancelled",
  "staff-invitation",
  "agent-invitation",
  "password-reset",
  "daily-manifest",
] as const;
export type TemplateKind = (typeof templateKinds)[number];
export const templateKindSchema = z.enum(templateKinds);
export const templateLanguageSchema = z.enum(languages);

/** A variable a template may use; a list names the fields of its items (used inside `for`). */
export interface TemplateVariable {
  name: string;
  description: Record<Language, string>;
  fields?: readonly string[];
}

const v = (name: string, en: string, is: string, fields?: readonly string[]): TemplateVariable => ({
  name,
  description: { EN: en, IS: is },
  ...(fields ? { fields } : {}),
});

const companyVariables = [
  v("company.name", "The company's name", "Nafn fyrirtækisins"),
  v("company.email", "The company's email address", "Netfang fyrirtækisins"),
  v("company.phone", "The company's phone number", "Símanúmer fyrirtækisins"),
  v(
    "company.logoUrl",
    "The address of the company's logo, empty when there is none",
    "Slóð á merki fyrirtækisins, tóm ef ekkert merki er til",
  ),
];

const bookingVariables = [
  v("booking.reference", "The booking reference", "Bókunarnúmer"),
  v("customer.name", "The customer's name", "Nafn viðskiptavinar"),
  v("experience.name", "The experience booked", "Ferðin sem var bókuð"),
  v(
    "departure.date",
    "The departure date in the company's time zone",
    "Dagsetning brottfarar á tíma fyrirtækisins",
  ),
  v("departure.time", "The departure time in the company's time zone", "Brottfarartími á tíma fyrirtækisins"),
  v("meetingPoint.name", "Where the guests meet", "Hvar gestir hittast"),
  v("meetingPoint.mapLink", "A map link to the meeting point", "Kortatengill á mætingarstað"),
  v(
    "tickets",
    "The tickets: each with category, quantity and amount",
    "Miðarnir: hver með flokk, fjölda og upphæð",
    ["category", "quantity", "amount"],
  ),
  v("total", "The booking's total", "Heildarupphæð bókunar"),
  v(
    "manageLink",
    "The link where the customer manages the booking",
    "Tengill þar sem viðskiptavinur sér um bókunina",
  ),
  ...companyVariables,
];

const refundVariables = [v("refund.amount", "The amount refunded", "Endurgreidd upphæð")];
const paymentVariables = [v("payment.amount", "The amount to pay or paid", "Upphæð til greiðslu eða greidd")];
const invitationVariables = [
  v("invitation.inviterName", "Who sent the invitation", "Hver sendi boðið"),
  v("invitation.link", "The link that accepts the invitation", "Tengillinn sem samþykkir boðið"),
  v("invitation.expiresOn", "The last day the link works", "Síðasti dagur sem tengillinn virkar"),
  v(
    "invitation.message",
    "The inviter's own message, may be empty",
    "Skilaboð þess sem bauð, geta verið tóm",
  ),
  ...companyVariables,
];
const userName = v("user.name", "The recipient's name", "Nafn viðtakanda");

/** The variables each kind may use. */
export const templateVariables: Record<TemplateKind, readonly TemplateVariable[]> = {
  "booking-confirmed": bookingVariables,
  "booking-changed": bookingVariables,
  "booking-cancelled": [...bookingVariables, ...refundVariables],
  "payment-link": [
    ...bookingVariables,
    ...paymentVariables,
    v("payment.link", "The link where the customer pays", "Tengillinn þar sem viðskiptavinur greiðir"),
  ],
  "payment-received": [...bookingVariables, ...paymentVariables],
  "refund-issued": [...bookingVariables, ...refundVariables],
  reminder: bookingVariables,
  "event-delayed": [
    ...bookingVariables,
    v("delay.newTime", "The new departure time", "Nýr brottfarartími"),
    v("delay.message", "The operator's message about the delay", "Skilaboð fyrirtækisins um seinkunina"),
  ],
  "event-cancelled": [...bookingVariables, ...refundVariables],
  "staff-invitation": invitationVariables,
  "agent-invitation": invitationVariables,
  "password-reset": [
    userName,
    v("reset.link", "The link that sets a new password", "Tengillinn sem setur nýtt lykilorð"),
    ...companyVariables,
  ],
  "daily-manifest": [
    userName,
    v("manifest.date", "The day of the manifest", "Dagur brottfararlistans"),
    v(
      "manifest.departures",
      "The day's departures: each with time, experience, meetingPoint, guests and notes",
      "Brottfarir dagsins: hver með tíma (time), ferð (experience), mætingarstað (meetingPoint), gestafjölda (guests) og athugasemdir (notes)",
      ["time", "experience", "meetingPoint", "guests", "notes"],
    ),
    ...companyVariables,
  ],
};

export const maxTemplateSubject = 200;
export const maxTemplateBody = 20_000;

/** A template as a company saves it. */
export const templateBodySchema = z.object({
  subject: z.string().trim().min(1).max(maxTemplateSubject),
  body: z.string().min(1).max(maxTemplateBody),
  enabled: z.boolean(),
});
export type TemplateBody = z.infer<typeof templateBodySchema>;

/** What a preview renders: the subject and body being edited. */
export const templatePreviewBodySchema = templateBodySchema.pick({ subject: true, body: true });
export type TemplatePreviewBody = z.infer<typeof templatePreviewBodySchema>;

/** A rendered message: the subject, its HTML part and its plain-text part. */
export const renderedTemplateSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type RenderedTemplate = z.infer<typeof renderedTemplateSchema>;

/** Why a template was refused: the line (1-based) and a message. */
export const templateErrorSchema = z.object({ line: z.number().int().min(1), message: z.string() });
export type TemplateError = z.infer<typeof templateErrorSchema>;
