import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customFieldTypes } from "@stund/shared/enums";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { activityOf, projectWithOwner, shortForm } from "./experience-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("experiences: bad input", () => {
  it("answers 400 with the field's message and writes nothing", async () => {
    const { owner, projectId, url, create, list } = await projectWithOwner(t);
    const existing = await create();
    const cases: [string, unknown, string, string][] = [
      ["missing name", { ...shortForm(), name: undefined }, "name", ""],
      ["blank name", shortForm("   "), "name.EN", "Value is required"],
      [
        "negative price",
        shortForm("X", { ticketCategories: [{ name: "Adult", price: -1 }] }),
        "ticketCategories.0.price",
        "The minimum value allowed is 0",
      ],
      [
        "fractional price",
        shortForm("X", { ticketCategories: [{ name: "Adult", price: 12.5 }] }),
        "ticketCategories.0.price",
        "The minimum value allowed is 0",
      ],
      ["zero capacity", shortForm("X", { capacity: 0 }), "capacity", "The minimum value allowed is 1"],
      [
        "no categories",
        shortForm("X", { ticketCategories: [] }),
        "ticketCategories",
        "Add at least one ticket category",
      ],
      [
        "dropdown without options",
        shortForm("X", { customFields: [{ label: { EN: "Hotel", IS: "" }, type: "Dropdown" }] }),
        "customFields.0.options",
        "Add at least one option",
      ],
      [
        "multi-select without options",
        shortForm("X", {
          customFields: [{ label: { EN: "Extras", IS: "" }, type: "MultiSelect", options: [] }],
        }),
        "customFields.0.options",
        "Add at least one option",
      ],
      [
        "unknown field type",
        shortForm("X", { customFields: [{ label: { EN: "Mood", IS: "" }, type: "Colour" }] }),
        "customFields.0.type",
        "",
      ],
      ["unknown channel", shortForm("X", { channels: ["Pigeon"] }), "channels.0", ""],
      ["unknown status", shortForm("X", { status: "Live" }), "status", ""],
      [
        "min above max per booking",
        shortForm("X", {
          ticketCategories: [{ name: "Adult", price: 1, minPerBooking: 5, maxPerBooking: 2 }],
        }),
        "ticketCategories.0.minPerBooking",
        "The minimum per booking cannot be above the maximum",
      ],
      [
        "asset id not a uuid",
        shortForm("X", { assetNeeds: [{ assetId: "jeep", quantity: 1, per: "Booking" }] }),
        "assetNeeds.0.assetId",
        "",
      ],
    ];
    for (const [label, body, field, message] of cases) {
      const created = await owner.post(url, body);
      expect(created.statusCode, label).toBe(400);
      const problem = created.json();
      expect(problem.errors, label).toHaveProperty([field]);
      if (message) expect(problem.errors[field], label).toContain(message);
      expect(problem.title, label).toMatch(new RegExp(`^${field.replace(/\./g, "\\.")}: `));
      const updated = await owner.put(`${url}/${existing.id}`, body);
      expect(updated.statusCode, `${label} (PUT)`).toBe(400);
    }
    expect((await owner.post(url, { ...shortForm(), durationMinutes: 0 })).json().errors).toEqual({
      durationMinutes: ["The minimum value allowed is 1"],
    });
    expect((await owner.get(`${url}/not-an-id`)).statusCode).toBe(400);
    expect((await owner.get(`${url}?status=Live`)).statusCode).toBe(400);
    expect((await list()).map((e) => e.id)).toEqual([existing.id]);
    expect((await owner.get(`${url}/${existing.id}`)).json()).toEqual(existing);
    expect(await activityOf(t.database.db, projectId)).toHaveLength(1);
  });

  it("stores every custom field type and gives them back as sent", async () => {
    const { owner, url, create } = await projectWithOwner(t);
    const withOptions = new Set(["Dropdown", "MultiSelect"]);
    const fields = customFieldTypes.map((type, index) => ({
      label: { EN: `${type} question`, IS: `${type} spurning` },
      type,
      required: index % 2 === 0,
      options: withOptions.has(type)
        ? [
            { EN: "One", IS: "Einn" },
            { EN: "Two", IS: "Tveir" },
          ]
        : [],
      per: index % 3 === 0 ? "Participant" : "Booking",
    }));
    expect(fields).toHaveLength(9);
    const created = await create(shortForm("Questions", { customFields: fields }));
    const strip = (entries: { id: string }[]) => entries.map(({ id: _id, ...rest }) => rest);
    expect(strip(created.customFields as { id: string }[])).toEqual(fields);
    const read = (await owner.get(`${url}/${created.id}`)).json();
    expect(read.customFields).toEqual(created.customFields);
    const again = await owner.put(
      `${url}/${created.id}`,
      shortForm("Questions", { customFields: read.customFields }),
    );
    expect(again.json().customFields).toEqual(created.customFields);
  });
});

describe("experiences: odd requests", () => {
  it("answers odd paths, queries and bodies below 500 with a title", async () => {
    const { owner, url, create, list } = await projectWithOwner(t);
    const existing = await create();
    const oddIds = [
      "%00",
      "x".repeat(300),
      "00000000-0000-0000-0000-000000000000",
      "..%2F..%2Fetc",
      "' or 1=1 --",
    ];
    const oddBodies: unknown[] = [
      {},
      [],
      "text",
      42,
      null,
      { name: { deep: [1, 2, 3] }, ticketCategories: "none", capacity: "12", images: [null] },
      shortForm("Nul\u0000name", { tag: "a\u0000b", guideLanguages: ["e\u0000n"] }),
      shortForm("x".repeat(300)),
    ];
    const requests: [string, string, unknown][] = [];
    for (const id of [existing.id, ...oddIds]) {
      requests.push(["GET", `${url}/${id}`, undefined], ["GET", `${url}/by-tag/${id}`, undefined]);
      requests.push(["POST", `${url}/${id}/duplicate`, {}], ["POST", `${url}/${id}/archive`, {}]);
      requests.push(["DELETE", `${url}/${id}`, undefined]);
      for (const body of oddBodies) requests.push(["PUT", `${url}/${id}`, body]);
    }
    for (const body of oddBodies) requests.push(["POST", url, body]);
    for (const query of ["?search=%00", "?search=%25%5C_", `?search=${"x".repeat(300)}`, "?channel=Pigeon"])
      requests.push(["GET", `${url}${query}`, undefined]);
    for (const [method, path, body] of requests) {
      if (method === "POST" && path.endsWith("/archive") && path.includes(existing.id)) continue;
      if (method === "DELETE" && path.includes(existing.id)) continue;
      const response = await owner.request(method as "GET", path, body);
      expect(response.statusCode, `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(
        500,
      );
      if (response.statusCode >= 400) expect(response.json().title).toBeTruthy();
    }
    expect((await owner.get(`${url}/${existing.id}`)).json()).toEqual(existing);
    expect((await list()).every((e) => e.id === existing.id || e.tag.startsWith("glacier-walk-copy"))).toBe(
      true,
    );
  });
});
