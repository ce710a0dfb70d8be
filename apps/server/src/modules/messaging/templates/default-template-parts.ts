/**
 * Pieces the default messages share, in Liquid: the logo, the booking's details, its tickets and
 * the company's signature. Each is written per language; the kinds compose them.
 */
import type { Language } from "@stund/shared/enums";

export const logo = `{% if company.logoUrl != blank %}<p><img src="{{ company.logoUrl }}" alt="{{ company.name }}" height="48"></p>{% endif %}
`;

const detailLabels: Record<Language, Record<string, string>> = {
  EN: {
    reference: "Booking reference",
    tour: "Experience",
    date: "Date",
    time: "Time",
    meet: "Meeting point",
    map: "Show on map",
  },
  IS: {
    reference: "Bókunarnúmer",
    tour: "Ferð",
    date: "Dagsetning",
    time: "Tími",
    meet: "Mætingarstaður",
    map: "Sýna á korti",
  },
};

/** The booking's reference, experience, date, time and meeting point. */
export function bookingDetails(language: Language): string {
  const l = detailLabels[language];
  return `<p>
<strong>${l.reference}:</strong> {{ booking.reference }}<br>
<strong>${l.tour}:</strong> {{ experience.name }}<br>
<strong>${l.date}:</strong> {{ departure.date }}<br>
<strong>${l.time}:</strong> {{ departure.time }}<br>
<strong>${l.meet}:</strong> {{ meetingPoint.name }}{% if meetingPoint.mapLink != blank %} (<a href="{{ meetingPoint.mapLink }}">${l.map}</a>){% endif %}
</p>
`;
}

const ticketLabels: Record<Language, Record<string, string>> = {
  EN: { ticket: "Ticket", quantity: "Quantity", amount: "Amount", total: "Total" },
  IS: { ticket: "Miði", quantity: "Fjöldi", amount: "Upphæð", total: "Samtals" },
};

/** The tickets as a table with the total. */
export function ticketTable(language: Language): string {
  const l = ticketLabels[language];
  return `<table cellpadding="4">
<tr><th align="left">${l.ticket}</th><th align="right">${l.quantity}</th><th align="right">${l.amount}</th></tr>
{% for ticket in tickets %}<tr><td>{{ ticket.category }}</td><td align="right">{{ ticket.quantity }}</td><td align="right">{{ ticket.amount }}</td></tr>
{% endfor %}<tr><td><strong>${l.total}</strong></td><td></td><td align="right"><strong>{{ total }}</strong></td></tr>
</table>
`;
}

const manageText: Record<Language, string> = {
  EN: "See or change your booking",
  IS: "Skoða eða breyta bókuninni",
};

export function manageLink(language: Language): string {
  return `<p><a href="{{ manageLink }}">${manageText[language]}</a></p>
`;
}

const signOff: Record<Language, string> = { EN: "Best regards", IS: "Bestu kveðjur" };

/** The company's name and how to reach it. */
export function signature(language: Language): string {
  return `<p>${signOff[language]},<br>
{{ company.name }}{% if company.email != blank %}<br>
<a href="mailto:{{ company.email }}">{{ company.email }}</a>{% endif %}{% if company.phone != blank %}<br>
{{ company.phone }}{% endif %}</p>
`;
}
