import type { FeatureCatalogue } from "./catalogue-types";

/** Texts of the event templates list and editor. */
export const eventTemplates: FeatureCatalogue = {
  en: {
    "events.templates.description": "Presets of duration, capacity, prices and times to create events from.",
    "events.templates.anyExperience": "Any experience",
    "events.templates.capacity_one": "{{count}} seat",
    "events.templates.capacity_other": "{{count}} seats",
    "events.templates.editNamed": "Edit {{name}}",
    "events.templates.deleteNamed": "Delete {{name}}",
    "events.templates.deleteTitle": "Delete the template {{name}}?",
    "events.templates.deleteText": "Events already created from it are not changed.",
    "events.templates.emptyTitle": "No event templates yet",
    "events.templates.emptyText":
      "A template keeps duration, capacity, prices and start times ready for new events.",
    "events.templates.editTitle": "Edit template",
    "events.templates.editorDescription": "Empty fields use the experience's own values.",
    "events.templates.notFound": "This template was not found.",
    "events.templates.name": "Name",
    "events.templates.experience": "Experience",
    "events.templates.experienceHelp": "Optional; prices can be set once an experience is chosen",
    "events.templates.cutoff": "Booking cutoff (minutes)",
    "events.templates.cutoffHelp": "How long before the start sales stop",
    "events.templates.slotsHelp": "Used as the weekly times of a series started from this template.",
    "events.templates.pricesNeedExperience": "Choose an experience to set prices per ticket category.",
  },
  is: {
    "events.templates.description":
      "Forstillingar á lengd, sætafjölda, verði og tímum til að stofna viðburði út frá.",
    "events.templates.anyExperience": "Hvaða upplifun sem er",
    "events.templates.capacity_one": "{{count}} sæti",
    "events.templates.capacity_other": "{{count}} sæti",
    "events.templates.editNamed": "Breyta {{name}}",
    "events.templates.deleteNamed": "Eyða {{name}}",
    "events.templates.deleteTitle": "Eyða sniðmátinu {{name}}?",
    "events.templates.deleteText": "Viðburðum sem þegar hafa verið stofnaðir út frá því er ekki breytt.",
    "events.templates.emptyTitle": "Engin viðburðasniðmát enn",
    "events.templates.emptyText":
      "Sniðmát geymir lengd, sætafjölda, verð og upphafstíma tilbúin fyrir nýja viðburði.",
    "events.templates.editTitle": "Breyta sniðmáti",
    "events.templates.editorDescription": "Auðir reitir nota gildi upplifunarinnar sjálfrar.",
    "events.templates.notFound": "Þetta sniðmát fannst ekki.",
    "events.templates.name": "Heiti",
    "events.templates.experience": "Upplifun",
    "events.templates.experienceHelp": "Valfrjálst; verð er hægt að stilla þegar upplifun hefur verið valin",
    "events.templates.cutoff": "Bókunarfrestur (mínútur)",
    "events.templates.cutoffHelp": "Hve löngu fyrir upphaf salan stöðvast",
    "events.templates.slotsHelp": "Notað sem vikulegir tímar raðar sem stofnuð er út frá þessu sniðmáti.",
    "events.templates.pricesNeedExperience": "Veldu upplifun til að stilla verð fyrir hvern miðaflokk.",
  },
};
