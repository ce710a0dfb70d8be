import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, type TestApp } from "../test-app";
import { projectWithOwner, shortForm } from "../../src/modules/catalogue/experiences/experience-test-support";
import {
  invalidUnicodeMessage,
  maxNestingDepth,
  tooDeepTitle,
  unstorableText,
} from "../../src/http/text-guard";

const nestedArrays = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
/** JSON.stringify escapes a lone surrogate as \ud800, exactly as a careless client would send it. */
const loneSurrogate = "\ud800";

describe("unstorableText", () => {
  it("names the field of a NUL character or a lone surrogate, in values and keys", () => {
    expect(unstorableText({ a: "ok", b: ["x", `y${loneSurrogate}`], c: { d: "\u0000" } })).toEqual(
      expect.arrayContaining([
        { path: "b.1", message: invalidUnicodeMessage },
        { path: "c.d", message: "Text cannot contain the NUL character" },
      ]),
    );
    expect(unstorableText({ [`k${loneSurrogate}`]: 1 })).toEqual([
      { path: "body", message: invalidUnicodeMessage },
    ]);
    expect(unstorableText({ emoji: "🙂 Þórsmörk", pair: "\ud83d\ude42" })).toEqual([]);
  });

  it("walks 20,000 levels without recursion and stops past the limit", () => {
    expect(() => unstorableText(JSON.parse(nestedArrays(20_000)))).toThrow();
    expect(unstorableText(JSON.parse(nestedArrays(maxNestingDepth)))).toEqual([]);
  });
});

describe("the guard on every route", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("answers a body nested 20,000 deep with 400, anonymous and signed in", async () => {
    const anonymous = new TestClient(t.app);
    const body = nestedArrays(20_000);
    const headers = { "content-type": "application/json" };
    const login = await anonymous.request("POST", "/api/user/authenticate/login", body, { headers });
    expect(login.statusCode).toBe(400);
    expect(login.json<{ title: string }>().title).toBe(tooDeepTitle);
    const cancel = await anonymous.request(
      "POST",
      "/demo/api/public/bookings/00000000-0000-0000-0000-000000000000/cancel",
      `{"email":${nestedArrays(10_000)}}`,
      { headers },
    );
    expect(cancel.statusCode).toBe(400);
  });

  it("refuses a lone surrogate in an experience's name with the field named, and stores nothing", async () => {
    const { owner, url, create, list } = await projectWithOwner(t);
    const raw = JSON.stringify(shortForm(`Glacier ${loneSurrogate}walk`));
    expect(raw).toContain("\\ud800");
    const created = await owner.request("POST", url, raw, {
      headers: { "content-type": "application/json" },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json<{ title: string; errors: Record<string, string[]> }>()).toMatchObject({
      title: `name: ${invalidUnicodeMessage}`,
      errors: { name: [invalidUnicodeMessage] },
    });
    expect(await list()).toEqual([]);

    const existing = await create();
    const updated = await owner.put(`${url}/${existing.id}`, { ...shortForm(`Walk ${loneSurrogate}`) });
    expect(updated.statusCode).toBe(400);
    expect((await list()).map((e) => e.id)).toEqual([existing.id]);
  });
});
