/** The default messages in Icelandic: complete emails, using only their kind's variables. */
import type { TemplateKind } from "@stund/shared/contracts/notification-templates";
import { bookingDetails, logo, manageLink, signature, ticketTable } from "./default-template-parts";
import type { DefaultTemplate } from "./default-templates-en";

const hello = "<p>Góðan dag {{ customer.name }},</p>\n";
const details = bookingDetails("IS");
const tickets = ticketTable("IS");
const manage = manageLink("IS");
const end = signature("IS");

function booking(middle: string): string {
  return `${logo}${hello}${middle}${details}${tickets}${manage}${end}`;
}

function invitation(what: string): string {
  return `${logo}<p>Góðan dag,</p>
<p>{{ invitation.inviterName }} hefur boðið þér að ganga til liðs við {{ company.name }} ${what}.</p>
{% if invitation.message != blank %}<blockquote>{{ invitation.message }}</blockquote>
{% endif %}<p><a href="{{ invitation.link }}">Þiggja boðið</a></p>
<p>Tengillinn gildir til {{ invitation.expiresOn }}. Ef þú áttir ekki von á þessu boði máttu hunsa þennan póst.</p>
${end}`;
}

export const icelandicTemplates: Record<TemplateKind, DefaultTemplate> = {
  "booking-confirmed": {
    subject: "Bókun {{ booking.reference }} er staðfest: {{ experience.name }}",
    body: booking(`<p>Takk fyrir að bóka hjá okkur. Bókunin þín er staðfest og við hlökkum til að sjá þig.</p>
<p>Vinsamlegast mættu á mætingarstað að minnsta kosti 15 mínútum fyrir brottför.</p>
`),
  },
  "booking-changed": {
    subject: "Breyting á bókun {{ booking.reference }}",
    body: booking(`<p>Bókuninni þinni hefur verið breytt. Svona lítur hún út núna:</p>
`),
  },
  "booking-cancelled": {
    subject: "Bókun {{ booking.reference }} hefur verið afbókuð",
    body: `${logo}${hello}<p>Bókun {{ booking.reference }} í {{ experience.name }} {{ departure.date }} kl. {{ departure.time }} hefur verið afbókuð.</p>
{% if refund.amount != blank %}<p>Við endurgreiðum {{ refund.amount }} inn á kortið sem greitt var með. Það getur tekið nokkra daga þar til endurgreiðslan birtist á yfirlitinu.</p>
{% endif %}<p>Við vonumst til að sjá þig síðar.</p>
${end}`,
  },
  "payment-link": {
    subject: "Greiðsla fyrir bókun {{ booking.reference }}",
    body: booking(`<p>Til að ljúka bókuninni biðjum við þig að greiða {{ payment.amount }} með öruggum greiðslutengli hér fyrir neðan.</p>
<p><a href="{{ payment.link }}">Greiða {{ payment.amount }}</a></p>
`),
  },
  "payment-received": {
    subject: "Greiðsla móttekin fyrir bókun {{ booking.reference }}",
    body: booking(`<p>Við höfum tekið við greiðslu þinni að upphæð {{ payment.amount }}. Takk fyrir.</p>
`),
  },
  "refund-issued": {
    subject: "Endurgreiðsla vegna bókunar {{ booking.reference }}",
    body: `${logo}${hello}<p>Við höfum endurgreitt {{ refund.amount }} vegna bókunar {{ booking.reference }} ({{ experience.name }}, {{ departure.date }}).</p>
<p>Endurgreiðslan fer inn á kortið sem greitt var með og getur tekið nokkra daga að birtast á yfirlitinu.</p>
${manage}${end}`,
  },
  reminder: {
    subject: "Sjáumst fljótlega: {{ experience.name }} {{ departure.date }} kl. {{ departure.time }}",
    body: booking(`<p>Við minnum á ferðina þína sem nálgast. Vinsamlegast mættu á mætingarstað að minnsta kosti 15 mínútum fyrir brottför og klæddu þig eftir veðri.</p>
`),
  },
  "event-delayed": {
    subject: "Nýr brottfarartími í {{ experience.name }}: {{ delay.newTime }}",
    body: booking(`<p>Brottför í {{ experience.name }} {{ departure.date }} hefur seinkað. Nýr brottfarartími er <strong>kl. {{ delay.newTime }}</strong>.</p>
{% if delay.message != blank %}<p>{{ delay.message }}</p>
{% endif %}<p>Ef nýi tíminn hentar þér ekki skaltu endilega hafa samband við okkur.</p>
`),
  },
  "event-cancelled": {
    subject: "Fellur niður: {{ experience.name }} {{ departure.date }}",
    body: `${logo}${hello}<p>Okkur þykir leitt að tilkynna að {{ experience.name }} {{ departure.date }} kl. {{ departure.time }} fellur niður og þar með bókun þín {{ booking.reference }}.</p>
{% if refund.amount != blank %}<p>Við endurgreiðum {{ refund.amount }} inn á kortið sem greitt var með.</p>
{% endif %}<p>Hafðu endilega samband ef þú vilt bóka annan dag.</p>
${end}`,
  },
  "staff-invitation": {
    subject: "{{ invitation.inviterName }} bauð þér í hópinn hjá {{ company.name }}",
    body: invitation("sem hluti af starfsfólkinu"),
  },
  "agent-invitation": {
    subject: "{{ invitation.inviterName }} bauð þér að selja ferðir {{ company.name }}",
    body: invitation("sem söluaðili"),
  },
  "password-reset": {
    subject: "Endurstilla lykilorð",
    body: `${logo}<p>Góðan dag {{ user.name }},</p>
<p>Beðið var um að endurstilla lykilorðið á aðganginum þínum. Ef það varst þú geturðu valið nýtt lykilorð hér:</p>
<p><a href="{{ reset.link }}">Velja nýtt lykilorð</a></p>
<p>Ef þú baðst ekki um þetta máttu hunsa þennan póst; lykilorðið helst óbreytt.</p>
${end}`,
  },
  "daily-manifest": {
    subject: "Brottfarir þínar {{ manifest.date }}",
    body: `${logo}<p>Góðan dag {{ user.name }},</p>
<p>Þetta eru brottfarir þínar {{ manifest.date }}:</p>
<table cellpadding="4">
<tr><th align="left">Tími</th><th align="left">Ferð</th><th align="left">Mætingarstaður</th><th align="right">Gestir</th><th align="left">Athugasemdir</th></tr>
{% for departure in manifest.departures %}<tr><td>{{ departure.time }}</td><td>{{ departure.experience }}</td><td>{{ departure.meetingPoint }}</td><td align="right">{{ departure.guests }}</td><td>{{ departure.notes }}</td></tr>
{% else %}<tr><td colspan="5">Engar brottfarir í dag.</td></tr>
{% endfor %}</table>
${end}`,
  },
};
