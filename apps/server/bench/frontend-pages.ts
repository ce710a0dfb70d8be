// The pages the front-end bench measures, found on a freshly seeded server: the demo company's
// storefront, one experience, a customer's booking (made here through the public API) and the
// console's projects page, signed in as the demo owner.
import { randomUUID } from "node:crypto";
import { HttpSession } from "../test/support/server-process";

/** The demo owner the server seeds on an empty embedded database outside production. */
const demoOwner = { email: "demo@stund.is", password: "stund-demo-2026" };

export const pageKeys = ["storefront", "experience", "booking", "console"] as const;
export type PageKey = (typeof pageKeys)[number];

export interface BenchPage {
  key: PageKey;
  /** The page's address with the run's own ids in braces, the same in every run (for the table). */
  label: string;
  url: string;
  /** Sent with every request of the page (the console's session cookie). */
  headers?: Record<string, string>;
}

interface Experience {
  id: string;
  tag: string;
  ticketCategories: { id: string; minPerBooking: number; maxPerBooking: number }[];
  customFields: { required: boolean }[];
}

interface PublicEvent {
  id: string;
  available: number;
  soldOut: boolean;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The first bookable departure of any experience that asks no required questions. */
async function bookableDeparture(baseUrl: string, company: string, experiences: Experience[]) {
  const from = new Date();
  const to = new Date(from.getTime() + 60 * 86_400_000);
  for (const experience of experiences) {
    const category = experience.ticketCategories[0];
    if (!category || experience.customFields.some((field) => field.required)) continue;
    const query = new URLSearchParams({
      experienceId: experience.id,
      from: from.toISOString(),
      to: to.toISOString(),
    });
    const events = await json<PublicEvent[]>(
      await fetch(`${baseUrl}/${company}/api/public/events?${query}`),
      "departures",
    );
    const quantity = Math.max(1, category.minPerBooking);
    const event = events.find((e) => !e.soldOut && e.available >= quantity);
    if (event) return { event, category, quantity };
  }
  throw new Error(`${company} has no departure that can be booked in the next 60 days`);
}

/** A customer's booking through the public API, as the storefront makes it; returns its id. */
async function makeBooking(baseUrl: string, company: string, experiences: Experience[]): Promise<string> {
  const { event, category, quantity } = await bookableDeparture(baseUrl, company, experiences);
  const response = await fetch(`${baseUrl}/${company}/api/public/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify({
      items: [{ eventId: event.id, ticketCategoryId: category.id, quantity }],
      customer: { name: "Bench Customer", email: "bench.customer@example.com", language: "EN" },
      answers: [],
      acceptTerms: true,
    }),
  });
  return (await json<{ id: string }>(response, "booking")).id;
}

/** Signs in as the demo owner and finds the demo company and the four pages. */
export async function findPages(baseUrl: string): Promise<BenchPage[]> {
  const session = new HttpSession(baseUrl);
  await json(
    await session.send("POST", "/api/user/authenticate/login", demoOwner),
    "sign-in as the demo owner",
  );
  if (!session.cookie) throw new Error("signing in set no session cookie");
  const companies = await json<{ identifier: string }[]>(
    await session.send("GET", "/api/tenants"),
    "companies",
  );
  const company = companies[0]?.identifier;
  if (!company) throw new Error("the demo owner has no company: was the demo seeded?");

  const experiences = await json<Experience[]>(
    await fetch(`${baseUrl}/${company}/api/public/experiences`),
    "experiences",
  );
  const experience = experiences[0];
  if (!experience) throw new Error(`${company} sells no experience on its storefront`);
  const bookingId = await makeBooking(baseUrl, company, experiences);

  return [
    { key: "storefront", label: "/{company}/storefront", url: `${baseUrl}/${company}/storefront` },
    {
      key: "experience",
      label: "/{company}/storefront/{tag}",
      url: `${baseUrl}/${company}/storefront/${encodeURIComponent(experience.tag)}`,
    },
    { key: "booking", label: "/{company}/booking/{id}", url: `${baseUrl}/${company}/booking/${bookingId}` },
    {
      key: "console",
      label: "/{company}/projects (signed in)",
      url: `${baseUrl}/${company}/projects`,
      headers: { Cookie: session.cookie },
    },
  ];
}
