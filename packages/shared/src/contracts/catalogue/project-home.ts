import { z } from "zod";
import { eventSchema } from "./events";

/** One line of a project's recent changes: what changed, who changed it, when. */
export const projectChangeSchema = z.object({
  id: z.string(),
  kind: z.string(),
  summary: z.string(),
  userName: z.string(),
  at: z.string(),
});
export type ProjectChange = z.infer<typeof projectChangeSchema>;

/** GET /{tenant}/api/{project}/home: the project's day at a glance. */
export const projectHomeSchema = z.object({
  /** Departures of today in the project's time zone. */
  today: z.array(eventSchema),
  /** Departures of the next seven days after today (at most 50). */
  upcoming: z.array(eventSchema),
  recentChanges: z.array(projectChangeSchema),
  counts: z.object({
    experiences: z.number(),
    publishedExperiences: z.number(),
    eventsNext7Days: z.number(),
    flaggedEvents: z.number(),
  }),
});
export type ProjectHome = z.infer<typeof projectHomeSchema>;
