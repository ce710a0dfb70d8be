/**
 * The sweeps' world: company A with records of every kind the API has, made through the API as
 * its owner would; company B with its own owner and project; a signed-in user of no company; and
 * a caller who is not signed in.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { ownedTenant } from "../factories";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../test-app";
import { tinyPng, uploadFile } from "../../src/modules/catalogue/experiences/experience-test-support";
import { documentedOperations, type Operation } from "./openapi-operations";
import type { CompanyIds } from "./sweep-hints";

export interface Sweep {
  t: TestApp;
  operations: Operation[];
  a: { owner: TestClient; ids: CompanyIds };
  b: { owner: TestClient; identifier: string; projectId: string };
  anonymous: TestClient;
  companyless: TestClient;
  /** Text of A that no one outside A may ever read: emails, phones, notes, receipts. */
  secrets: string[];
  /** Ids of A's records that only A's members may learn: all but what A publishes. */
  privateIds: string[];
}

/** A text nobody else would write, so finding it in an answer means it came from A's data. */
const secret = (what: string) => `${what} ${randomBytes(6).toString("hex")}`;
const secretEmail = (who: string) => `${who}-${randomBytes(6).toString("hex")}@alda.example.com`;
const secretPhone = () => `+354 ${String(Math.floor(Math.random() * 9e6) + 1e6)}`;

async function created<T = { id: string }>(response: Promise<{ statusCode: number; body: string }>) {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`sweep set-up failed: ${answer.statusCode} ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

const idOf = async (response: Promise<{ statusCode: number; body: string }>) => (await created(response)).id;

/** What A publishes to anyone: every other id of A is private to A's members. */
const publishedIds = new Set<keyof CompanyIds>([
  "identifier",
  "projectIdentifier",
  "experienceId",
  "experienceTag",
  "ticketCategoryId",
  "eventId",
  "fileKey",
]);

export async function createSweep(): Promise<Sweep> {
  const t = await createTestApp();
  // Payment credentials are encrypted with a key of this run (no key file is written), and no
  // broker call may leave this machine: every broker address points at a closed local port.
  t.app.config.credentialsKey = randomBytes(32).toString("base64");
  const closed = "http://127.0.0.1:9";
  const endpoints = { ...t.app.config.brokerEndpoints };
  for (const broker of Object.keys(endpoints) as (keyof typeof endpoints)[]) endpoints[broker] = closed;
  t.app.config.brokerEndpoints = endpoints;
  // The built-in fake of the billing provider answers on this app itself, over loopback.
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  t.app.config.rapydSandboxOrigin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

  const { owner, tenant } = await ownedTenant(t.app, t.database.db);
  const api = tenant.api;
  const secrets = {
    ownerPhone: secretPhone(),
    companyEmail: secretEmail("office"),
    companyPhone: secretPhone(),
    companySsn: String(Math.floor(Math.random() * 9e9) + 1e9),
    billingEmail: secretEmail("billing"),
    receipt: secret("Receipt text"),
    assetNote: secret("Asset description"),
    eventNote: secret("Event note"),
    templateNote: secret("Template note"),
    customerEmail: secretEmail("customer"),
    customerPhone: secretPhone(),
    publicCustomerEmail: secretEmail("web-customer"),
    inviteeEmail: secretEmail("invitee"),
  };
  await created(
    owner.put(`${api}/personalinformation/currentuser`, {
      name: "Alda Owner",
      phone: secrets.ownerPhone,
      language: "EN",
    }),
  );
  await created(
    owner.put(`${api}/tenants/`, {
      name: "Alda Tours",
      companyInfo: {
        address: "Hafnarstræti 1",
        postalCode: "101",
        city: "Reykjavík",
        email: secrets.companyEmail,
        phone: secrets.companyPhone,
        companySsn: secrets.companySsn,
        website: "https://alda.example.com",
      },
    }),
  );
  await created(
    owner.put(`${api}/tenants/billinginfo`, {
      companySsn: secrets.companySsn,
      countryCode: "IS",
      email: secrets.billingEmail,
    }),
  );
  await created(
    owner.post(`${api}/tenants/settings/policy`, {
      type: "TermsAndConditions",
      content: "Book in good faith.",
    }),
  );
  await created(uploadFile(owner, `${api}/tenants/logo`, tinyPng));

  const projectIdentifier = `harbour-${randomUUID().slice(0, 6)}`;
  const projectId = await idOf(
    owner.post(`${api}/project`, { Name: "Harbour", identifier: projectIdentifier }),
  );
  const { image } = await created<{ image: string }>(
    uploadFile(owner, `${api}/project/image?id=${projectId}`, tinyPng),
  );
  const salesUnitId = await idOf(
    owner.post(`${api}/salesunit`, {
      projectId,
      name: "Harbour kiosk",
      channel: "Kiosk",
      receiptText: secrets.receipt,
    }),
  );
  const pool = { quantity: 3, seatsPerUnit: 4, description: secrets.assetNote };
  const tenantAssetId = await idOf(owner.post(`${api}/assets`, { name: "Jeep", ...pool }));
  const project = `${api}/${projectId}`;
  const projectAssetId = await idOf(owner.post(`${project}/assets`, { name: "Kayak", ...pool }));
  const openHours = (name: string) => ({
    name,
    rule: {
      kind: "OpenHours",
      hours: [{ weekday: "Monday", open: "09:00", close: "12:00" }],
      slotMinutes: 60,
      capacityPerSlot: 8,
    },
  });
  const presetScheduleId = await idOf(owner.post(`${api}/schedules`, openHours("Spa")));
  const projectScheduleId = await idOf(owner.post(`${project}/schedules`, openHours("Sauna")));

  const experience = await created<{ id: string; tag: string; ticketCategories: { id: string }[] }>(
    owner.post(`${project}/experiences`, {
      name: "Glacier walk",
      ticketCategories: [{ name: "Adult", price: 12900 }],
      capacity: 12,
      durationMinutes: 180,
      status: "Published",
    }),
  );
  await created(uploadFile(owner, `${project}/experiences/images`, tinyPng));
  const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString();
  const eventId = await idOf(
    owner.post(`${project}/events`, { experienceId: experience.id, start: day(3), note: secrets.eventNote }),
  );
  const seriesId = await idOf(
    owner.post(`${project}/event-series`, {
      experienceId: experience.id,
      name: "Daily walk",
      startDate: day(5).slice(0, 10),
      endDate: day(8).slice(0, 10),
      slots: [{ weekday: "Monday", times: ["10:00"] }],
    }),
  );
  const templateId = await idOf(
    owner.post(`${project}/event-templates`, {
      name: "Morning walk",
      experienceId: experience.id,
      slots: [{ weekday: "Saturday", times: ["09:00"] }],
      note: secrets.templateNote,
    }),
  );
  await created(
    owner.put(`${api}/paymentsettings`, {
      broker: "Sandbox",
      currency: "ISK",
      payoutTiming: "Daily",
      vatOverrides: [{ experienceId: experience.id, rate: 11 }],
    }),
  );
  const item = { eventId, ticketCategoryId: experience.ticketCategories[0]!.id, quantity: 2 };
  const staffBookingId = await idOf(
    owner.post(`${project}/bookings`, {
      items: [item],
      customer: { name: "Sigrún Desk", email: secrets.customerEmail, phone: secrets.customerPhone },
      paymentMethod: "Unknown",
      salesUnitId,
    }),
  );
  const anonymous = new TestClient(t.app);
  const publicBookingId = await idOf(
    anonymous.post(`/${tenant.identifier}/api/public/bookings`, {
      items: [{ ...item, quantity: 1 }],
      customer: { name: "Kári Web", email: secrets.publicCustomerEmail },
      acceptTerms: true,
    }),
  );

  const invited = await created<{ results: { invitationId: string }[] }>(
    owner.post(`${api}/invitations`, {
      emails: [secrets.inviteeEmail],
      tenantRole: "ApplicationHost",
      language: "EN",
    }),
  );

  const ids: CompanyIds = {
    tenantId: tenant.id,
    identifier: tenant.identifier,
    ownerUserId: owner.userId,
    projectId,
    projectIdentifier,
    salesUnitId,
    tenantAssetId,
    projectAssetId,
    presetScheduleId,
    projectScheduleId,
    experienceId: experience.id,
    experienceTag: experience.tag,
    ticketCategoryId: item.ticketCategoryId,
    eventId,
    seriesId,
    templateId,
    staffBookingId,
    publicBookingId,
    invitationId: invited.results[0]!.invitationId,
    fileKey: image.replace(/^.*\//, ""),
  };
  const b = await ownedTenant(t.app, t.database.db);
  const bProjectId = await b.createProject("Fjord");
  const operations = await documentedOperations(anonymous);
  await t.app.changeFeed.settle();
  return {
    t,
    operations,
    a: { owner, ids },
    b: { owner: b.owner, identifier: b.tenant.identifier, projectId: bProjectId },
    anonymous,
    companyless: await signedInClient(t.app, "Nobody's Member"),
    secrets: [owner.email, ...Object.values(secrets)],
    privateIds: Object.entries(ids)
      .filter(([name]) => !publishedIds.has(name as keyof CompanyIds))
      .map(([, id]) => id),
  };
}
