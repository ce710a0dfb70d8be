import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedTables, fingerprinter } from "./db-fingerprint";
import { rawMalformations, schemaMalformations } from "./malformed-bodies";
import { addressOf, isWrite, label, type Operation } from "./openapi-operations";
import { inSweepOrder, signInAgain } from "./sweep-callers";
import { createSweep, type Sweep } from "./sweep-fixture";
import { sweepHints } from "./sweep-hints";

let s: Sweep;
beforeAll(async () => {
  s = await createSweep();
}, 120_000);
afterAll(async () => s?.t.close());

let sent = 0;
/** Each request from an address of its own, so the public routes' per-caller limits never answer first. */
const nextAddress = () => {
  sent += 1;
  return `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
};

/**
 * The owner's call: when bad input cost them their session (a sign-in or sign-out that should
 * have been refused), that is reported by the answer and they sign in again, so one hole does
 * not hide the rest behind 401s.
 */
async function ownerCall(method: Operation["method"], url: string, payload: unknown, contentType?: string) {
  const owner = s.a.owner;
  const cookie = owner.cookie;
  const response = await owner.request(method, url, payload, {
    headers: contentType ? { "content-type": contentType } : {},
    remoteAddress: nextAddress(),
  });
  const kept = owner.cookie === cookie && !response.body.includes('"Unauthenticated"');
  if (!kept) await signInAgain(owner);
  return { response, kept };
}

/** Why an answer to bad input is wrong: not a 4xx, or not a problem body with a title. */
function wrongAnswer(response: LightMyRequestResponse, sessionKept: boolean): string | undefined {
  const status = response.statusCode;
  if (!sessionKept) return `${status} ${response.body.slice(0, 100)}, and the owner's session ended`;
  if (status < 400 || status >= 500) return `${status} ${response.body.slice(0, 200)}`;
  if (!String(response.headers["content-type"]).startsWith("application/problem+json"))
    return `${status} without application/problem+json`;
  const title = (JSON.parse(response.body) as { title?: unknown }).title;
  return typeof title === "string" && title.length > 0 ? undefined : `${status} without a title`;
}

/**
 * Every write of the OpenAPI document, called by company A's owner with A's real ids and a body
 * no write may take: fields left out, of the wrong type, far too long or large, invalid Unicode,
 * nested 20,000 deep, 2 MB, broken, or not JSON at all.
 */
describe("malformed bodies to every write", () => {
  it("answer a 4xx problem with a title, never a 5xx, and write nothing", async () => {
    const hints = sweepHints(s.a.ids);
    const take = await fingerprinter(s.t.database.db);
    const writes = inSweepOrder(s.operations).filter(isWrite);
    const failures: string[] = [];
    let requests = 0;
    let called = 0;
    const start = await take();
    let before = start;
    for (const operation of writes) {
      const address = addressOf(operation, hints);
      if ("missing" in address) {
        failures.push(
          `${label(operation)}: nothing fills {${address.missing.join("}, {")}} (see sweep-hints.ts)`,
        );
        continue;
      }
      const variants = [
        ...(operation.body ? schemaMalformations(operation, hints) : []),
        ...rawMalformations(),
      ];
      called += 1;
      for (const variant of variants) {
        const { response, kept } = await ownerCall(
          operation.method,
          address.url,
          variant.text,
          variant.contentType,
        );
        requests += 1;
        const wrong = wrongAnswer(response, kept);
        if (wrong) failures.push(`${operation.method} ${address.url} with ${variant.what} → ${wrong}`);
      }
      await s.t.app.changeFeed.settle();
      const after = await take();
      const changed = changedTables(before, after);
      if (changed.length > 0)
        failures.push(`${label(operation)}: a malformed body wrote ${changed.join(", ")}`);
      before = after;
    }
    console.log(
      `Malformed sweep: ${called} of ${writes.length} documented writes (${writes.filter((w) => w.body).length} ` +
        `with a JSON body), ${requests} malformed requests as the owner, ${requests * 3 + called} checks`,
    );
    expect(failures).toEqual([]);
    expect(changedTables(start, await take())).toEqual([]);
    expect(called).toBe(writes.length);
  }, 240_000);
});

const oddValues = [
  "",
  "%00",
  "x".repeat(5000),
  "ÞÆÖ🙂",
  "00000000-0000-0000-0000-000000000000",
  "../../etc/passwd",
  "' or 1=1 --",
];
const oddBody = {
  name: { deep: [1, 2, 3] },
  email: 12,
  identifier: null,
  Name: [],
  type: "Nope",
  id: "not-a-uuid",
  projectId: "x",
};

/** Every operation with odd values in its path and query (A's identifier kept): never a 5xx. */
describe("odd path and query values", () => {
  it("answer below 500 with a title, a write always refused, and nothing written", async () => {
    const take = await fingerprinter(s.t.database.db);
    const failures: string[] = [];
    let requests = 0;
    // A write with nothing odd to send (no path value, no body) would simply run: the malformed
    // sweep sends it its raw bad bodies instead.
    const nothingOdd = (operation: Operation) =>
      isWrite(operation) &&
      !operation.body &&
      !operation.parameters.some((p) => p.in === "path" && p.name !== "tenant");
    const operations = inSweepOrder(s.operations).filter((operation) => !nothingOdd(operation));
    const start = await take();
    let before = start;
    for (const operation of operations) {
      for (const value of oddValues) {
        const path = operation.path
          .replace("{tenant}", s.a.ids.identifier)
          .replace(/\{[^}]+\}/g, encodeURIComponent(value));
        const odd = encodeURIComponent(value);
        const url = `${path}?id=${odd}&projectId=${odd}&tier=${odd}&from=${odd}&experienceId=${odd}`;
        const { response, kept } = await ownerCall(
          operation.method,
          url,
          operation.body ? oddBody : undefined,
        );
        requests += 1;
        const wrong =
          isWrite(operation) || response.statusCode >= 400 || !kept ? wrongAnswer(response, kept) : undefined;
        if (wrong) failures.push(`${operation.method} ${url.slice(0, 120)} → ${wrong}`);
      }
      await s.t.app.changeFeed.settle();
      const after = await take();
      const changed = changedTables(before, after);
      if (changed.length > 0)
        failures.push(`${label(operation)} with odd values wrote ${changed.join(", ")}`);
      before = after;
    }
    console.log(
      `Odd values sweep: ${operations.length} of ${s.operations.length} documented operations (the rest ` +
        `take no path value or body), ${requests} requests with odd path and query values, ${requests * 3} checks`,
    );
    expect(failures).toEqual([]);
    expect(changedTables(start, await take())).toEqual([]);
    expect(requests).toBe(operations.length * oddValues.length);
  }, 240_000);
});
