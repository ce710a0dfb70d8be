import { experienceInputSchema } from "@stund/shared/contracts/catalogue/experiences";
import { seriesBodySchema, templateBodySchema } from "@stund/shared/contracts/catalogue/events";
import { addDays } from "@stund/shared/scheduling/local-date";
import { localDateInZone } from "@stund/shared/scheduling/zoned-time";
import type { Database } from "../db/database";
import { detectImageType } from "../files/image-check";
import type { Hubs } from "../realtime/hubs";
import type { Actor } from "../modules/access/activity/activity.service";
import { loadProjectScope } from "../modules/access/access/project-access.hooks";
import { createExperience } from "../modules/catalogue/experiences/experience.service";
import { uploadExperienceImage } from "../modules/catalogue/experiences/experience-image.service";
import { createTemplate } from "../modules/catalogue/event-templates/event-template.service";
import { createSeries } from "../modules/catalogue/series/series.service";
import { demoScenes, renderScene } from "./demo-pictures";

const dietary = {
  label: { EN: "Dietary needs", IS: "Sérþarfir í mat" },
  type: "Dropdown" as const,
  required: false,
  per: "Participant" as const,
  options: [
    { EN: "None", IS: "Engar" },
    { EN: "Vegetarian", IS: "Grænmetisæta" },
    { EN: "Gluten free", IS: "Glútenlaust" },
  ],
};

const experiences = [
  {
    name: { EN: "Classic Whale Watching", IS: "Hvalaskoðun" },
    shortDescription: {
      EN: "Three hours on Faxaflói bay with minke whales, dolphins and puffins.",
      IS: "Þrjár klukkustundir á Faxaflóa með hrefnum, höfrungum og lundum.",
    },
    location: {
      address: "Ægisgarður 7, 101 Reykjavík",
      meetingPoint: "Harbour desk, blue ticket hut",
      latitude: 64.1509,
      longitude: -21.9422,
    },
    durationMinutes: 180,
    capacity: 60,
    guideLanguages: ["EN", "IS", "DE"],
    ticketCategories: [
      { name: { EN: "Adult", IS: "Fullorðinn" }, price: 12990, vatRate: 11 },
      { name: { EN: "Child 7–15", IS: "Barn 7–15" }, price: 6495, vatRate: 11 },
      { name: { EN: "Infant 0–6", IS: "Ungbarn 0–6" }, price: 0, vatRate: 11, maxPerBooking: 4 },
    ],
    customFields: [dietary],
    status: "Published" as const,
    slots: ["09:00", "13:00"],
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const,
  },
  {
    name: { EN: "Puffin Express", IS: "Lundaferð" },
    shortDescription: {
      EN: "One hour around Akurey island, home to thousands of puffins from May to August.",
      IS: "Klukkustundar sigling kringum Akurey þar sem þúsundir lunda búa frá maí til ágúst.",
    },
    location: {
      address: "Ægisgarður 7, 101 Reykjavík",
      meetingPoint: "Pier 3",
      latitude: null,
      longitude: null,
    },
    durationMinutes: 60,
    capacity: 24,
    guideLanguages: ["EN"],
    ticketCategories: [
      { name: { EN: "Adult", IS: "Fullorðinn" }, price: 8990, vatRate: 11 },
      { name: { EN: "Child 7–15", IS: "Barn 7–15" }, price: 4495, vatRate: 11 },
    ],
    customFields: [],
    status: "Published" as const,
    slots: ["10:00", "15:00"],
    weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const,
  },
  {
    name: { EN: "Northern Lights by Boat", IS: "Norðurljósasigling" },
    shortDescription: {
      EN: "Sail out of the city lights to look for the aurora; warm overalls included.",
      IS: "Siglt út úr borgarljósunum í leit að norðurljósum; hlýir gallar innifaldir.",
    },
    location: {
      address: "Ægisgarður 7, 101 Reykjavík",
      meetingPoint: "Harbour desk",
      latitude: null,
      longitude: null,
    },
    durationMinutes: 120,
    capacity: 40,
    guideLanguages: ["EN"],
    ticketCategories: [{ name: { EN: "Adult", IS: "Fullorðinn" }, price: 10990, vatRate: 11 }],
    customFields: [],
    status: "Draft" as const,
    slots: [],
    weekdays: [] as const,
  },
];

/**
 * The demo's pictures (drawn by demo-pictures.ts), uploaded as a company uploads its photographs,
 * so that they have their smaller copies too. The encoders at their fastest efforts: the demo is
 * seeded on the first start, where the upload's efforts would add seconds for some 20 % fewer
 * bytes, which matter little on a laptop.
 */
async function uploadDemoPictures(
  db: Database,
  scope: { tenantId: string },
  experienceName: string,
): Promise<string[]> {
  const uploads = (demoScenes[experienceName] ?? []).map(async (scene) => {
    const bytes = await renderScene(scene);
    const uploaded = await uploadExperienceImage(
      db,
      scope,
      async () => ({ bytes, contentType: detectImageType(bytes) }),
      { avifEffort: 0, webpEffort: 2 },
    );
    return uploaded.key;
  });
  return Promise.all(uploads);
}

export interface DemoOptions {
  /** Draw and upload the experiences' pictures (the default); without, the experiences have none. */
  pictures?: boolean;
}

/** The demo project's experiences with their pictures, their weekly departures for two months and one template. */
export async function seedDemoCatalogue(
  db: Database,
  hubs: Hubs,
  tenantId: string,
  actor: Actor,
  options: DemoOptions = {},
): Promise<void> {
  const scope = await loadProjectScope(db, tenantId, "reykjavik-harbour");
  const today = localDateInZone(new Date(), scope.timeZone);
  // Every picture at once: their drawing and encoding take most of the seed's time and use every core.
  const pictures = await Promise.all(
    experiences.map((experience) =>
      options.pictures === false ? [] : uploadDemoPictures(db, scope, experience.name.EN),
    ),
  );
  for (const [index, { slots, weekdays, ...fields }] of experiences.entries()) {
    const images = pictures[index]!;
    const experience = await createExperience(
      db,
      scope,
      actor,
      experienceInputSchema.parse({ ...fields, images }) as never,
    );
    if (slots.length === 0) continue;
    const series = seriesBodySchema.parse({
      experienceId: experience.id,
      name: `${fields.name.EN} ${slots.join(" and ")}`,
      startDate: today,
      endDate: addDays(today, 60),
      slots: weekdays.map((weekday) => ({ weekday, times: slots })),
    });
    await createSeries(db, hubs, scope, actor, series);
    if (fields.name.EN === "Puffin Express")
      await createTemplate(
        db,
        scope,
        actor,
        templateBodySchema.parse({
          name: "Puffin weekday mornings",
          experienceId: experience.id,
          slots: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((weekday) => ({
            weekday,
            times: ["10:00"],
          })),
        }),
      );
  }
}
