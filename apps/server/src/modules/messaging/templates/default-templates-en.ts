/** The default messages in English: complete emails, using only their kind's variables. */
import type { TemplateKind } from "@stund/shared/contracts/notification-templates";
import { bookingDetails, logo, manageLink, signature, ticketTable } from "./default-template-parts";

export interface DefaultTemplate {
  subject: string;
  body: string;
}

const hello = "<p>Hello {{ customer.name }},</p>\n";
const details = bookingDetails("EN");
const tickets = ticketTable("EN");
const manage = manageLink("EN");
const end = signature("EN");

function booking(middle: string): string {
  return `${logo}${hello}${middle}${details}${tickets}${manage}${end}`;
}

function invitation(what: string): string {
  return `${logo}<p>Hello,</p>
<p>{{ invitation.inviterName }} has invited you to join {{ company.name }} ${what}.</p>
{% if invitation.message != blank %}<blockquote>{{ invitation.message }}</blockquote>
{% endif %}<p><a href="{{ invitation.link }}">Accept the invitation</a></p>
<p>The link works until {{ invitation.expiresOn }}. If you did not expect this invitation, you can ignore this email.</p>
${end}`;
}

export const englishTemplates: Record<TemplateKind, DefaultTemplate> = {
  "booking-confirmed": {
    subject: "Your booking {{ booking.reference }} is confirmed: {{ experience.name }}",
    body: booking(`<p>Thank you for booking with us. Your booking is confirmed and we look forward to seeing you.</p>
<p>Please be at the meeting point at least 15 minutes before departure.</p>
`),
  },
  "booking-changed": {
    subject: "Your booking {{ booking.reference }} has changed",
    body: booking(`<p>Your booking has been changed. These are the details as they are now:</p>
`),
  },
  "booking-cancelled": {
    subject: "Your booking {{ booking.reference }} is cancelled",
    body: `${logo}${hello}<p>Your booking {{ booking.reference }} for {{ experience.name }} on {{ departure.date }} at {{ departure.time }} has been cancelled.</p>
{% if refund.amount != blank %}<p>We are refunding {{ refund.amount }} to the card you paid with. It can take a few days to show on your statement.</p>
{% endif %}<p>We hope to see you another time.</p>
${end}`,
  },
  "payment-link": {
    subject: "Payment for your booking {{ booking.reference }}",
    body: booking(`<p>To complete your booking, please pay {{ payment.amount }} through the secure link below.</p>
<p><a href="{{ payment.link }}">Pay {{ payment.amount }}</a></p>
`),
  },
  "payment-received": {
    subject: "Payment received for booking {{ booking.reference }}",
    body: booking(`<p>We have received your payment of {{ payment.amount }}. Thank you.</p>
`),
  },
  "refund-issued": {
    subject: "Refund for booking {{ booking.reference }}",
    body: `${logo}${hello}<p>We have refunded {{ refund.amount }} for your booking {{ booking.reference }} ({{ experience.name }}, {{ departure.date }}).</p>
<p>The refund goes to the card you paid with and can take a few days to show on your statement.</p>
${manage}${end}`,
  },
  reminder: {
    subject: "See you soon: {{ experience.name }} on {{ departure.date }} at {{ departure.time }}",
    body: booking(`<p>This is a friendly reminder of your upcoming tour. Please be at the meeting point at least 15 minutes before departure, and dress for the weather.</p>
`),
  },
  "event-delayed": {
    subject: "New departure time for {{ experience.name }}: {{ delay.newTime }}",
    body: booking(`<p>The departure of {{ experience.name }} on {{ departure.date }} has been delayed. The new departure time is <strong>{{ delay.newTime }}</strong>.</p>
{% if delay.message != blank %}<p>{{ delay.message }}</p>
{% endif %}<p>If the new time does not suit you, please get in touch with us.</p>
`),
  },
  "event-cancelled": {
    subject: "Cancelled: {{ experience.name }} on {{ departure.date }}",
    body: `${logo}${hello}<p>We are sorry to tell you that {{ experience.name }} on {{ departure.date }} at {{ departure.time }} has been cancelled, and your booking {{ booking.reference }} with it.</p>
{% if refund.amount != blank %}<p>We are refunding {{ refund.amount }} to the card you paid with.</p>
{% endif %}<p>Please get in touch if you would like to book another day.</p>
${end}`,
  },
  "staff-invitation": {
    subject: "{{ invitation.inviterName }} invited you to {{ company.name }}",
    body: invitation("as a member of its team"),
  },
  "agent-invitation": {
    subject: "{{ invitation.inviterName }} invited you to sell for {{ company.name }}",
    body: invitation("as a sales agent"),
  },
  "password-reset": {
    subject: "Reset your password",
    body: `${logo}<p>Hello {{ user.name }},</p>
<p>Someone asked to reset the password of your account. If that was you, choose a new password here:</p>
<p><a href="{{ reset.link }}">Choose a new password</a></p>
<p>If you did not ask for this, you can ignore this email; your password stays as it is.</p>
${end}`,
  },
  "daily-manifest": {
    subject: "Your departures on {{ manifest.date }}",
    body: `${logo}<p>Hello {{ user.name }},</p>
<p>These are your departures on {{ manifest.date }}:</p>
<table cellpadding="4">
<tr><th align="left">Time</th><th align="left">Experience</th><th align="left">Meeting point</th><th align="right">Guests</th><th align="left">Notes</th></tr>
{% for departure in manifest.departures %}<tr><td>{{ departure.time }}</td><td>{{ departure.experience }}</td><td>{{ departure.meetingPoint }}</td><td align="right">{{ departure.guests }}</td><td>{{ departure.notes }}</td></tr>
{% else %}<tr><td colspan="5">No departures today.</td></tr>
{% endfor %}</table>
${end}`,
  },
};
