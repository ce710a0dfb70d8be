import Fastify, { type FastifyReply } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInClient, TestClient, uniqueEmail, type TestApp } from "../../test/test-app";
import { sendProblem } from "./error-handler";

const icelandic = { "accept-language": "is" };

let t: TestApp;
const scale = process.env.PUBLIC_RATE_LIMIT_SCALE;
beforeAll(async () => {
  // Three public reads a minute per caller and company, so the limit is reached in a few calls.
  process.env.PUBLIC_RATE_LIMIT_SCALE = "0.005";
  t = await createTestApp();
});
afterAll(async () => {
  if (scale === undefined) delete process.env.PUBLIC_RATE_LIMIT_SCALE;
  else process.env.PUBLIC_RATE_LIMIT_SCALE = scale;
  await t.close();
});

/** Sends one request as a browser would, with extra headers. */
function send(
  method: "GET" | "POST",
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
  client = new TestClient(t.app),
) {
  return client.request(method, url, payload, { headers });
}

describe("problem answers in the caller's language", () => {
  it("says a validation answer's title, detail and field messages in Icelandic when asked", async () => {
    const body = { email: uniqueEmail(), password: "short", name: "Anna" };
    const english = await send("POST", "/api/user/authenticate/signup", body);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      title: "password: This field should be at least 10 characters long",
      detail: "The request is not valid.",
      errors: { password: ["This field should be at least 10 characters long"] },
    });

    const answer = await send("POST", "/api/user/authenticate/signup", body, icelandic);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(answer.json()).toEqual({
      status: 400,
      title: "password: Reiturinn þarf að vera að minnsta kosti 10 stafir",
      detail: "Beiðnin er ekki gild.",
      errorCode: "ValidationFailed",
      errors: { password: ["Reiturinn þarf að vera að minnsta kosti 10 stafir"] },
    });
  });

  it("says zod's own messages in Icelandic", async () => {
    const answer = await send("POST", "/api/user/authenticate/login", { password: "x" }, icelandic);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.email).toEqual(["Gildi vantar: átti að vera texti"]);
  });

  it("says a not-found title in Icelandic when asked", async () => {
    const english = await send("GET", "/no-such-company/api/public/company");
    expect(english.statusCode).toBe(404);
    expect(english.json().title).toBe("Company not found");
    const answer = await send("GET", "/no-such-company/api/public/company", undefined, {
      "accept-language": "is-IS,is;q=0.9,en;q=0.8",
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ title: "Fyrirtækið fannst ekki", errorCode: "NotFound" });

    const nowhere = await send("GET", "/api/no/such/address", undefined, icelandic);
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().title).toBe("Fannst ekki");
  });

  it("says a conflict's title and field message in Icelandic when asked", async () => {
    const taken = await signedInClient(t.app);
    const body = { email: taken.email, password: "another long password", name: "Other" };
    const english = await send("POST", "/api/user/authenticate/signup", body);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({
      title: "An account with this email already exists",
      errors: { email: ["An account with this email already exists"] },
    });
    const answer = await send("POST", "/api/user/authenticate/signup", body, icelandic);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      title: "Aðgangur með þessu netfangi er þegar til",
      errorCode: "Conflict",
      errors: { email: ["Aðgangur með þessu netfangi er þegar til"] },
    });
  });

  it("says a rate limit's title in Icelandic when asked, and in English without", async () => {
    const english: number[] = [];
    let refused = await send("GET", "/limited-en/api/public/company");
    for (let i = 0; i < 5 && refused.statusCode !== 429; i++) {
      english.push(refused.statusCode);
      refused = await send("GET", "/limited-en/api/public/company");
    }
    expect(refused.statusCode).toBe(429);
    expect(refused.json().title).toBe("Too many requests. Please wait a moment and try again.");

    let answer = await send("GET", "/limited-is/api/public/company", undefined, icelandic);
    for (let i = 0; i < 5 && answer.statusCode !== 429; i++)
      answer = await send("GET", "/limited-is/api/public/company", undefined, icelandic);
    expect(answer.statusCode).toBe(429);
    expect(answer.json().title).toBe("Of margar beiðnir. Bíddu augnablik og reyndu aftur.");
  });

  it("answers English for other languages and weighs q-values", async () => {
    const url = "/api/user/authenticate/signup";
    const body = { email: uniqueEmail(), password: "short", name: "Anna" };
    const title = async (language: string) =>
      (await send("POST", url, body, { "accept-language": language })).json().title as string;
    expect(await title("de-DE,de;q=0.9")).toBe("password: This field should be at least 10 characters long");
    expect(await title("en;q=0.9,is;q=0.5")).toBe(
      "password: This field should be at least 10 characters long",
    );
    expect(await title("de,is;q=0.8,en;q=0.5")).toBe(
      "password: Reiturinn þarf að vera að minnsta kosti 10 stafir",
    );
    expect(await title("is;q=0")).toBe("password: This field should be at least 10 characters long");
  });

  it("serves the same texts to the console with its catalogue", async () => {
    const answer = await send("GET", "/translation/IS");
    expect(answer.json().translations.IS).toMatchObject({
      "problem.eventNotFound": "Viðburðurinn fannst ekki",
      "problem.notFound": "Fannst ekki",
    });
  });

  it("says that a problem answer depends on Accept-Language", async () => {
    const answer = await send("GET", "/no-such-company/api/public/company");
    expect(String(answer.headers.vary)).toMatch(/accept-language/i);
  });

  it("says the framework's refusals in Icelandic: bad JSON, an unsupported type, a body too large", async () => {
    const client = new TestClient(t.app);
    const url = "/api/user/authenticate/login";
    const badJson = await client.request("POST", url, "{", {
      headers: { ...icelandic, "content-type": "application/json" },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().title).toBe(
      "Meginmál beiðninnar er ekki gilt JSON þótt gerð þess sé sögð 'application/json'",
    );

    const xml = await client.request("POST", url, "<login/>", {
      headers: { ...icelandic, "content-type": "application/xml" },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().title).toMatch(/^Þessi gerð efnis er ekki studd/);

    const large = await client.request("POST", url, JSON.stringify({ email: "x".repeat(1_100_000) }), {
      headers: { ...icelandic, "content-type": "application/json" },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().title).toBe("Beiðnin er of stór");
  });

  it("answers the router's refusal of a malformed address in English as before", async () => {
    const english = await send("GET", "/api/%E0%A4%A");
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ status: 400, title: "The address is not valid" });
  });
});

describe("sendProblem, for answers the hooks do not see", () => {
  it("says the router's refusal of a malformed address in the caller's language", async () => {
    // As app.ts answers frameworkErrors: the router refuses before any hook runs.
    const app = Fastify({
      frameworkErrors: (_error, request, reply) =>
        void sendProblem(request, reply as FastifyReply, { status: 400, title: "The address is not valid" }),
    });
    app.get("/api/:name", async () => ({ ok: true }));
    try {
      const english = await app.inject({ method: "GET", url: "/api/%E0%A4%A" });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({ status: 400, title: "The address is not valid" });
      const answer = await app.inject({ method: "GET", url: "/api/%E0%A4%A", headers: icelandic });
      expect(answer.statusCode).toBe(400);
      expect(answer.headers["content-type"]).toMatch(/^application\/problem\+json/);
      expect(answer.headers.vary).toMatch(/Accept-Language/);
      expect(answer.json()).toEqual({ status: 400, title: "Slóðin er ekki gild" });
    } finally {
      await app.close();
    }
  });
});
