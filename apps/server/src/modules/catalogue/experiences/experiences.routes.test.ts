import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import {
  activityOf,
  experienceAssetRows,
  insertAsset,
  insertEvent,
  projectWithOwner,
  setEnabledChannels,
  shortForm,
} from "./experience-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const day = 24 * 60 * 60 * 1000;

const fullBody = (assetId: string) => ({
  name: { EN: "Northern lights hunt", IS: "Norðurljósaferð" },
  shortDescription: { EN: "Chase the aurora", IS: "Eltu norðurljósin" },
  description: { EN: "A long evening out of town.", IS: "Langt kvöld utan bæjar." },
  location: { address: "Harbour 1, Reykjavík", meetingPoint: "Blue bus", latitude: 64.15, longitude: -21.94 },
  durationMinutes: 240,
  guideLanguages: ["en", "is"],
  ticketCategories: [
    {
      name: { EN: "Adult", IS: "Fullorðinn" },
      price: 14900,
      channelPrices: { Agent: 12900 },
      vatRate: 11,
      minPerBooking: 0,
      maxPerBooking: 20,
    },
    { name: { EN: "Child 6–12", IS: "Barn 6–12" }, price: 7450, vatRate: 11 },
  ],
  capacity: 40,
  minParticipants: 4,
  cutoffMinutes: 60,
  maxAdvanceDays: 180,
  cancellationPolicy: { freeUntilHours: 24, feePercent: 50 },
  customFields: [
    {
      label: { EN: "Pick-up hotel", IS: "Hótel" },
      type: "Dropdown",
      required: true,
      options: [
        { EN: "Hilton", IS: "" },
        { EN: "Marina", IS: "" },
      ],
    },
    { label: { EN: "Allergies", IS: "Ofnæmi" }, type: "TextArea", per: "Participant" },
  ],
  channels: ["Public", "Agent"],
  assetNeeds: [{ assetId, quantity: 1, per: "Departure" }],
  status: "Published",
});

describe("experiences: life cycle", () => {
  it("creates, reads, lists, updates, archives and deletes an experience, recording the changes", async () => {
    const { owner, tenant, projectId, url, list } = await projectWithOwner(t);
    const db = t.database.db;
    const assetId = await insertAsset(db, tenant.id, projectId);
    const created = await owner.post(url, fullBody(assetId));
    expect(created.statusCode, created.body).toBe(201);
    const experience = created.json();
    expect(experience).toMatchObject({
      projectId,
      tag: "northern-lights-hunt",
      name: { EN: "Northern lights hunt", IS: "Norðurljósaferð" },
      location: { latitude: 64.15, longitude: -21.94, meetingPoint: "Blue bus" },
      channels: ["Public", "Agent"],
      assetNeeds: [{ assetId, quantity: 1, per: "Departure" }],
      status: "Published",
      currency: "ISK",
      images: [],
    });
    expect(experience.ticketCategories).toHaveLength(2);
    expect(experience.ticketCategories[0]).toMatchObject({ price: 14900, channelPrices: { Agent: 12900 } });
    expect(experience.ticketCategories[1]).toMatchObject({ minPerBooking: 0, maxPerBooking: 50 });
    for (const entry of [...experience.ticketCategories, ...experience.customFields])
      expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(experience.customFields[1]).toMatchObject({ type: "TextArea", options: [], per: "Participant" });
    expect(await experienceAssetRows(db, tenant.id, experience.id)).toEqual([
      { assetId, quantity: 1, per: "Departure" },
    ]);

    expect((await owner.get(`${url}/${experience.id}`)).json()).toEqual(experience);
    expect((await owner.get(`${url}/by-tag/northern-lights-hunt`)).json()).toEqual(experience);
    expect((await owner.get(`${url}/by-tag/Northern%20Lights%20Hunt`)).json().id).toBe(experience.id);
    expect(await list()).toEqual([
      {
        id: experience.id,
        tag: "northern-lights-hunt",
        name: experience.name,
        status: "Published",
        durationMinutes: 240,
        capacity: 40,
        channels: ["Public", "Agent"],
        images: [],
        updatedAt: experience.updatedAt,
        fromPrice: 7450,
        currency: "ISK",
        upcomingEvents: 0,
      },
    ]);

    const updated = await owner.put(`${url}/${experience.id}`, {
      ...fullBody(assetId),
      name: { EN: "Aurora hunt", IS: "Norðurljósaferð" },
      capacity: 30,
      assetNeeds: [],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ tag: "northern-lights-hunt", capacity: 30, assetNeeds: [] });
    expect(await experienceAssetRows(db, tenant.id, experience.id)).toEqual([]);

    const archived = await owner.post(`${url}/${experience.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().status).toBe("Archived");
    expect(await list()).toEqual([]);
    expect((await list("?status=Archived")).map((e) => e.id)).toEqual([experience.id]);

    const removed = await owner.delete(`${url}/${experience.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await owner.get(`${url}/${experience.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`${url}/${experience.id}`)).json().title).toBe("Experience not found");
    expect((await activityOf(db, projectId)).map((a) => [a.kind, a.userName])).toEqual([
      ["ExperienceCreated", "Owner"],
      ["ExperienceUpdated", "Owner"],
      ["ExperienceArchived", "Owner"],
    ]);
  });

  it("takes the short form: plain names, defaults for the rest, prices in minor units", async () => {
    const { owner, url } = await projectWithOwner(t);
    const created = await owner.post(url, shortForm());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      tag: "glacier-walk",
      name: { EN: "Glacier walk", IS: "" },
      ticketCategories: [
        {
          name: { EN: "Adult", IS: "" },
          price: 12900,
          channelPrices: {},
          vatRate: 0,
          minPerBooking: 0,
          maxPerBooking: 50,
        },
      ],
      capacity: 12,
      durationMinutes: 180,
      status: "Draft",
      channels: ["Public", "Web", "Kiosk", "Private", "Agent"],
      customFields: [],
      cancellationPolicy: { freeUntilHours: 24, feePercent: 100 },
      location: { address: "", meetingPoint: "", latitude: null, longitude: null },
      currency: "ISK",
    });
    expect(created.json().id).toMatch(/^[0-9a-f-]{36}$/);
    const openApi = (await owner.get("/api/docs/json")).json();
    const post = openApi.paths[`/{tenant}/api/{project}/experiences`].post;
    expect(post.description).toMatch(/minor units/);
    expect(post.requestBody).toBeTruthy();
  });

  it("derives unique tags with -2, -3 and refuses a tag asked for that is taken", async () => {
    const { owner, url, create } = await projectWithOwner(t);
    const first = await create(shortForm("Glacier Walk!"));
    const second = await create(shortForm("glacier walk"));
    const third = await create(shortForm("Glacier  walk", { tag: "" }));
    expect([first.tag, second.tag, third.tag]).toEqual(["glacier-walk", "glacier-walk-2", "glacier--walk"]);
    expect((await create(shortForm("Glacier walk"))).tag).toBe("glacier-walk-3");

    const explicit = await create(shortForm("Ice cave", { tag: "Ice Cave & Co" }));
    expect(explicit.tag).toBe("ice-cave--co");
    const taken = await owner.post(url, shortForm("Another", { tag: "glacier-walk-2" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      title: "This tag is already used by another experience",
      errors: { tag: ["This tag is already used by another experience"] },
    });
    const onUpdate = await owner.put(`${url}/${explicit.id}`, shortForm("Ice cave", { tag: "GLACIER-WALK" }));
    expect(onUpdate.statusCode).toBe(409);
    const keeps = await owner.put(`${url}/${explicit.id}`, shortForm("Renamed cave"));
    expect(keeps.json().tag).toBe("ice-cave--co");
    const own = await owner.put(`${url}/${explicit.id}`, shortForm("Ice cave", { tag: "ice-cave--co" }));
    expect(own.statusCode).toBe(200);

    const empty = await owner.post(url, shortForm("Nice", { tag: "!!!" }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.tag).toEqual(["The tag must contain at least one letter or digit"]);
    const noLetters = await owner.post(url, shortForm("?!"));
    expect(noLetters.statusCode).toBe(400);
    expect(noLetters.json().errors).toHaveProperty("tag");
    expect((await owner.get(url)).json()).toHaveLength(5);
  });

  it("keeps the ids of ticket categories and custom fields sent back on PUT, new ones get new ids", async () => {
    const { owner, url, create } = await projectWithOwner(t);
    const body = shortForm("Whale watching", {
      ticketCategories: [
        { name: "Adult", price: 11000 },
        { name: "Child", price: 5500 },
      ],
      customFields: [{ label: { EN: "Shoe size", IS: "Skóstærð" }, type: "Number" }],
    });
    const created = await create(body);
    const [adult, child] = created.ticketCategories as { id: string }[];
    const [shoe] = created.customFields as { id: string }[];
    const foreign = randomUUID();
    const updated = await owner.put(`${url}/${created.id}`, {
      ...body,
      ticketCategories: [
        { id: child!.id, name: "Child 6–12", price: 6000 },
        { name: "Infant", price: 0 },
        { id: foreign, name: "Senior", price: 9000 },
        { id: adult!.id, name: "Adult", price: 12000 },
      ],
      customFields: [
        { id: shoe!.id, label: { EN: "Shoe size (EU)", IS: "" }, type: "Number" },
        { label: { EN: "Phone", IS: "Sími" }, type: "Phone" },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const categories = updated.json().ticketCategories as { id: string; price: number }[];
    expect(categories.map((c) => c.price)).toEqual([6000, 0, 9000, 12000]);
    expect(categories[0]!.id).toBe(child!.id);
    expect(categories[3]!.id).toBe(adult!.id);
    expect(new Set(categories.map((c) => c.id)).size).toBe(4);
    expect([adult!.id, child!.id, foreign]).not.toContain(categories[1]!.id);
    expect(categories[2]!.id).not.toBe(foreign);
    const fields = updated.json().customFields as { id: string }[];
    expect(fields[0]!.id).toBe(shoe!.id);
    expect(fields[1]!.id).not.toBe(shoe!.id);
  });
});

describe("experiences: duplicate, archive, delete", () => {
  it("duplicates everything into a Draft copy with a fresh tag and fresh ids", async () => {
    const { owner, tenant, projectId, url, create, list } = await projectWithOwner(t);
    const assetId = await insertAsset(t.database.db, tenant.id, null);
    const source = await create({ ...fullBody(assetId), name: { EN: "Ice cave", IS: "Íshellir" } });
    const copy = await owner.post(`${url}/${source.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    const duplicate = copy.json();
    expect(duplicate).toMatchObject({
      name: { EN: "Ice cave (copy)", IS: "Íshellir (afrit)" },
      tag: "ice-cave-copy",
      status: "Draft",
      capacity: 40,
      channels: ["Public", "Agent"],
      assetNeeds: [{ assetId, quantity: 1, per: "Departure" }],
    });
    expect(duplicate.id).not.toBe(source.id);
    const strip = (entries: { id: string }[]) => entries.map(({ id: _id, ...rest }) => rest);
    expect(strip(duplicate.ticketCategories)).toEqual(strip(source.ticketCategories as { id: string }[]));
    expect(strip(duplicate.customFields)).toEqual(strip(source.customFields as { id: string }[]));
    const sourceIds = [
      ...(source.ticketCategories as { id: string }[]),
      ...(source.customFields as { id: string }[]),
    ].map((e) => e.id);
    for (const entry of [...duplicate.ticketCategories, ...duplicate.customFields])
      expect(sourceIds).not.toContain(entry.id);
    expect(await experienceAssetRows(t.database.db, tenant.id, duplicate.id)).toHaveLength(1);

    const again = await owner.post(`${url}/${source.id}/duplicate`);
    expect(again.json().tag).toBe("ice-cave-copy-2");
    expect((await list()).map((e) => e.id)).toEqual([source.id, duplicate.id, again.json().id]);
    const kinds = (await activityOf(t.database.db, projectId)).map((a) => a.kind);
    expect(kinds).toEqual(["ExperienceCreated", "ExperienceCreated", "ExperienceCreated"]);
    expect((await owner.post(`${url}/${randomUUID()}/duplicate`)).statusCode).toBe(404);

    // A channel the company has since disabled is left out of a copy rather than refusing it.
    await setEnabledChannels(t.database.db, tenant.id, ["Public"]);
    expect((await owner.post(`${url}/${source.id}/duplicate`)).json().channels).toEqual(["Public"]);
  });

  it("archives idempotently and refuses to delete one with events or a published one", async () => {
    const { owner, tenant, projectId, url, create, list } = await projectWithOwner(t);
    const db = t.database.db;
    const withEvents = await create(shortForm("Kayak tour"));
    await insertEvent(db, {
      tenantId: tenant.id,
      projectId,
      experienceId: withEvents.id,
      startAt: new Date(Date.now() - 30 * day),
    });
    const refused = await owner.delete(`${url}/${withEvents.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe("Archive the experience instead: it has events");
    expect((await owner.post(`${url}/${withEvents.id}/archive`)).json().status).toBe("Archived");
    expect((await owner.post(`${url}/${withEvents.id}/archive`)).statusCode).toBe(200);
    expect((await owner.delete(`${url}/${withEvents.id}`)).statusCode).toBe(409);
    expect((await owner.get(`${url}/${withEvents.id}`)).json().status).toBe("Archived");

    const published = await create(shortForm("Horse riding", { status: "Published" }));
    const publishedDelete = await owner.delete(`${url}/${published.id}`);
    expect(publishedDelete.statusCode).toBe(409);
    expect(publishedDelete.json().title).toMatch(/published experience cannot be deleted/);
    expect((await list()).map((e) => e.id)).toEqual([published.id]);
    expect((await activityOf(db, projectId)).filter((a) => a.kind === "ExperienceArchived")).toHaveLength(1);
  });
});

describe("experiences: list", () => {
  it("searches name and tag, filters by status and channel, counts upcoming events, sorts by name", async () => {
    const { tenant, projectId, create, list } = await projectWithOwner(t);
    const db = t.database.db;
    const whale = await create(
      shortForm("Whale watching", {
        channels: ["Public"],
        ticketCategories: [
          { name: "Adult", price: 11000, channelPrices: { Public: 10500 } },
          { name: "Child", price: 9000, channelPrices: { Public: 9500 } },
        ],
      }),
    );
    const glacier = await create(shortForm("Glacier walk", { tag: "ice-100%", status: "Published" }));
    const archived = await create(shortForm("Archived aurora", { status: "Archived" }));
    const now = Date.now();
    const at = (offsetDays: number, status?: string) =>
      insertEvent(db, {
        tenantId: tenant.id,
        projectId,
        experienceId: glacier.id,
        startAt: new Date(now + offsetDays * day),
        status,
      });
    await at(1);
    await at(2, "Closed");
    await at(3, "Cancelled");
    await at(4, "Deleted");
    await at(-1);

    const all = await list();
    expect(all.map((e) => e.id)).toEqual([glacier.id, whale.id]);
    expect(all).toMatchObject([
      { upcomingEvents: 2, fromPrice: 12900, currency: "ISK" },
      { upcomingEvents: 0, fromPrice: 9000 },
    ]);
    expect((await list("?search=WHALE")).map((e) => e.id)).toEqual([whale.id]);
    expect((await list("?search=ice-100")).map((e) => e.id)).toEqual([glacier.id]);
    expect(await list("?search=%25")).toEqual([]);
    expect(await list("?search=nothing")).toEqual([]);
    expect((await list("?status=Published")).map((e) => e.id)).toEqual([glacier.id]);
    expect((await list("?status=Archived")).map((e) => e.id)).toEqual([archived.id]);
    const onKiosk = await list("?channel=Kiosk");
    expect(onKiosk.map((e) => e.id)).toEqual([glacier.id]);
    expect(await list("?channel=Public")).toMatchObject([
      { id: glacier.id },
      { id: whale.id, fromPrice: 9500 },
    ]);
  });
});
