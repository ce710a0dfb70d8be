import type { FeatureCatalogue } from "./catalogue-types";

/** Settings → widgets: the booking widget's choices, its code for a company's website and its preview. */
export const widgets: FeatureCatalogue = {
  en: {
    "widgets.description":
      "Take bookings on your own website: choose what the widget shows, copy its code into your page and see it as your customers will.",
    "widgets.descriptionProject":
      "Take bookings for this project's experiences on your own website: choose what the widget shows, copy its code into your page and see it as your customers will.",
    "widgets.placement.label": "What the widget shows",
    "widgets.placement.BookingPane": "Booking pane",
    "widgets.placement.BookingPane.help":
      "All your experiences on sale and the whole booking, inside your page.",
    "widgets.placement.EventDetail": "One experience",
    "widgets.placement.EventDetail.help": "One experience's departures and booking, inside your page.",
    "widgets.placement.Button": "Button",
    "widgets.placement.Button.help": "A button that opens one experience's booking over your page.",
    "widgets.experience.label": "Experience",
    "widgets.experience.placeholder": "Choose an experience",
    "widgets.experience.help": "Published experiences sold on the Public channel.",
    "widgets.layout.label": "Layout",
    "widgets.layout.Single": "One column",
    "widgets.layout.TwoColumns": "Two columns",
    "widgets.layout.Auto": "Automatic",
    "widgets.layout.help.Single": "A narrow column, for a sidebar or a short page.",
    "widgets.layout.help.TwoColumns": "The full width of its place: two columns where there is room.",
    "widgets.layout.help.Auto": "Fits whatever space your page gives it.",
    "widgets.language.label": "Language of the widget",
    "widgets.buttonLabel.label": "Button text",
    "widgets.buttonLabel.help": "Leave it empty for “{{text}}”.",
    "widgets.snippet.title": "Code for your website",
    "widgets.snippet.help":
      "Paste it into your page's HTML where the widget should appear. The script line is needed once per page, however many widgets the page has.",
    "widgets.snippet.cookies":
      "The widget uses no cookies, so it works just the same in browsers that block third-party cookies.",
    "widgets.snippet.copy": "Copy code",
    "widgets.snippet.copied": "Copied",
    "widgets.snippet.label": "Widget code",
    "widgets.preview.title": "Preview",
    "widgets.preview.help":
      "Your live storefront as the widget shows it. Bookings made here are real bookings.",
    "widgets.empty.title": "Nothing to show in a widget yet",
    "widgets.empty.text":
      "A widget shows published experiences sold on the Public channel. Publish an experience and offer it on the Public channel first.",
    "widgets.empty.textProject":
      "A widget shows published experiences sold on the Public channel, and this project has none yet. Publish one and offer it on the Public channel first.",
  },
  is: {
    "widgets.description":
      "Taktu við bókunum á þínum eigin vef: veldu hvað viðbótin sýnir, afritaðu kóðann hennar inn á síðuna þína og sjáðu hana eins og viðskiptavinir þínir sjá hana.",
    "widgets.descriptionProject":
      "Taktu við bókunum á upplifunum þessa verkefnis á þínum eigin vef: veldu hvað viðbótin sýnir, afritaðu kóðann hennar inn á síðuna þína og sjáðu hana eins og viðskiptavinir þínir sjá hana.",
    "widgets.placement.label": "Hvað viðbótin sýnir",
    "widgets.placement.BookingPane": "Bókunargluggi",
    "widgets.placement.BookingPane.help":
      "Allar upplifanir þínar í sölu og öll bókunin, inni á síðunni þinni.",
    "widgets.placement.EventDetail": "Ein upplifun",
    "widgets.placement.EventDetail.help": "Brottfarir og bókun einnar upplifunar, inni á síðunni þinni.",
    "widgets.placement.Button": "Hnappur",
    "widgets.placement.Button.help": "Hnappur sem opnar bókun einnar upplifunar yfir síðunni þinni.",
    "widgets.experience.label": "Upplifun",
    "widgets.experience.placeholder": "Veldu upplifun",
    "widgets.experience.help": "Birtar upplifanir sem eru seldar í almennri sölu.",
    "widgets.layout.label": "Útlit",
    "widgets.layout.Single": "Einn dálkur",
    "widgets.layout.TwoColumns": "Tveir dálkar",
    "widgets.layout.Auto": "Sjálfvirkt",
    "widgets.layout.help.Single": "Mjór dálkur, fyrir hliðarstiku eða stutta síðu.",
    "widgets.layout.help.TwoColumns": "Öll breidd svæðisins: tveir dálkar þar sem pláss leyfir.",
    "widgets.layout.help.Auto": "Lagar sig að plássinu sem síðan þín gefur henni.",
    "widgets.language.label": "Tungumál viðbótarinnar",
    "widgets.buttonLabel.label": "Texti á hnappi",
    "widgets.buttonLabel.help": "Hafðu reitinn tóman fyrir „{{text}}“.",
    "widgets.snippet.title": "Kóði fyrir vefinn þinn",
    "widgets.snippet.help":
      "Límdu hann inn í HTML síðunnar þar sem viðbótin á að birtast. Línan með skriftunni þarf aðeins einu sinni á hverri síðu, sama hve margar viðbæturnar eru.",
    "widgets.snippet.cookies":
      "Viðbótin notar engar vafrakökur og virkar því eins í vöfrum sem loka á vafrakökur þriðja aðila.",
    "widgets.snippet.copy": "Afrita kóða",
    "widgets.snippet.copied": "Afritað",
    "widgets.snippet.label": "Kóði viðbótarinnar",
    "widgets.preview.title": "Forskoðun",
    "widgets.preview.help":
      "Vefverslunin þín í beinni eins og viðbótin sýnir hana. Bókanir sem gerðar eru hér eru raunverulegar.",
    "widgets.empty.title": "Ekkert til að sýna í viðbót enn",
    "widgets.empty.text":
      "Viðbót sýnir birtar upplifanir sem eru seldar í almennri sölu. Birtu upplifun og bjóddu hana í almennri sölu fyrst.",
    "widgets.empty.textProject":
      "Viðbót sýnir birtar upplifanir sem eru seldar í almennri sölu og þetta verkefni á enga enn. Birtu upplifun og bjóddu hana í almennri sölu fyrst.",
  },
};
