import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyPng } from "../../src/modules/catalogue/experiences/experience-test-support";
import type { TestClient } from "../test-app";
import { changedTables, fingerprinter } from "./db-fingerprint";
import { addressOf, bodyOf, label, type Hints, type Operation } from "./openapi-operations";
import { inSweepOrder, signInAgain } from "./sweep-callers";
import { createSweep, type Sweep } from "./sweep-fixture";
import { sweepHints } from "./sweep-hints";

let s: Sweep;
beforeAll(async () => {
  s = await createSweep();
}, 120_000);
afterAll(async () => s?.t.close());

/**
 * Open to anyone by design (the public booking API, a company's sitemap, sign-up, the catalogue of
 * plans) or about the caller themselves: what they answer is checked for A's secrets, not refused.
 */
const isOpen = (operation: Operation) =>
  operation.path.includes("/api/public/") ||
  operation.path === "/{tenant}/sitemap.xml" ||
  (!operation.path.startsWith("/{tenant}/") && !operation.path.startsWith("/api/tenants/{id}"));

/** Documented as the platform's own (Super Admin): nobody in the sweep may use them. */
const isPlatformAdmin = (operation: Operation) => /\(Super Admin\)$/.test(operation.summary);

/**
 * Left out under A's own identifier, with why. Anyone may book A's departures: a customer's
 * hold is the designed effect of POST /public/bookings (under B's identifier it still runs, with
 * A's departure, and must be refused).
 */
const legitimateUnderA = new Set(["POST /{tenant}/api/public/bookings"]);

/** Answers 200 listing each id it refused: a refusal all the same when nothing was updated. */
const refusedPerItem: Record<string, (answer: { updated?: unknown[] }) => boolean> = {
  "POST /{tenant}/api/{project}/events/bulk": (answer) => answer.updated?.length === 0,
};
const refusedAllTheSame = (operation: Operation, body: string) =>
  refusedPerItem[label(operation)]?.(JSON.parse(body) as { updated?: unknown[] }) ?? false;

/** A multipart image for a write without a JSON body: an upload route then reaches its checks. */
function multipartPng() {
  const boundary = "----stund-sweep";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    ),
    tinyPng,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

interface Call {
  what: string;
  operation: Operation;
  /** The address and body as sent. */
  sent: string;
  /** The address alone must make any caller of the sweep be refused. */
  refuse: boolean;
  /** A's ids in the body: a write may succeed, but what it makes must not link to them. */
  bodyIds: string[];
}

/** What is wrong with one answer to an outsider, if anything. */
function judge(call: Call, response: { statusCode: number; body: string }, signedIn: boolean): string[] {
  const { what, operation, sent } = call;
  const status = response.statusCode;
  const text = response.body.toLowerCase();
  const wrong: string[] = [];
  if (status >= 500) wrong.push(`${what} → ${status} ${response.body}`);
  if (signedIn && response.body.includes('"Unauthenticated"'))
    wrong.push(`${what} → ${status}: the caller lost their session`);
  if (status < 400 && !refusedAllTheSame(operation, response.body)) {
    if (call.refuse) wrong.push(`${what} → ${status}, not refused: ${response.body.slice(0, 200)}`);
    const linked = call.bodyIds.find((id) => text.includes(id));
    if (linked) wrong.push(`${what} → ${status}, linked to A's ${linked}: ${response.body.slice(0, 200)}`);
  }
  const secret = s.secrets.find((value) => text.includes(value.toLowerCase()));
  if (secret) wrong.push(`${what} → answer holds A's "${secret}"`);
  const id = s.privateIds.find((value) => text.includes(value) && !sent.includes(value));
  if (id) wrong.push(`${what} → answer holds A's private id ${id}`);
  return wrong;
}

describe("another company's owner, a user of no company and a signed-out caller", () => {
  it("never read A's private data, never change it, and never cause a server error", async () => {
    const { ids } = s.a;
    const takeA = await fingerprinter(s.t.database.db, ids.tenantId);
    const callers: [string, TestClient][] = [
      ["signed out", s.anonymous],
      ["B's owner", s.b.owner],
      ["no company", s.companyless],
    ];
    const underB = sweepHints(ids, s.b.identifier, s.b.projectId);
    // Under B's identifier even A's public ids must lead nowhere.
    const aOnly = [...s.privateIds, ids.experienceId, ids.eventId, ids.ticketCategoryId];
    const operations = inSweepOrder(s.operations);
    const failures: string[] = [];
    const uncallable = new Set<string>();
    let requests = 0;
    let checks = 0;
    const start = await takeA();
    let before = start;

    for (const operation of operations) {
      const variants: [string, Hints][] = [["A's identifier", sweepHints(ids)]];
      if (operation.path.includes("{tenant}")) variants.push(["B's identifier", underB]);
      for (const [variant, hints] of variants) {
        if (variant === "A's identifier" && legitimateUnderA.has(label(operation))) continue;
        const address = addressOf(operation, hints);
        if ("missing" in address) {
          uncallable.add(`${label(operation)}: nothing fills {${address.missing.join("}, {")}}`);
          continue;
        }
        const body = bodyOf(operation, hints);
        const bodyText = JSON.stringify(body) ?? "";
        const upload = operation.method === "POST" && !operation.body ? multipartPng() : undefined;
        const isPublicPath = operation.path.includes("/api/public/");
        const refuse =
          isPlatformAdmin(operation) ||
          (variant === "A's identifier" && !isOpen(operation)) ||
          (variant === "B's identifier" && aOnly.some((id) => address.url.includes(id))) ||
          (!isPublicPath && s.privateIds.some((id) => address.url.includes(id))) ||
          // A company's identifier is unique: nobody else may create, activate or claim A's.
          (operation.path.startsWith("/api/") &&
            operation.method !== "GET" &&
            bodyText.includes(ids.identifier));
        const bodyIds = variant === "B's identifier" ? aOnly.filter((id) => bodyText.includes(id)) : [];
        for (const [caller, client] of callers) {
          const cookie = client.cookie;
          const response = await client.request(operation.method, address.url, upload?.payload ?? body, {
            headers: upload?.headers,
          });
          requests += 1;
          // A sign-up or sign-in in the sweep ends the caller's session: they sign in again as themselves.
          if (client.cookie !== cookie) await signInAgain(client);
          const what = `${caller}, ${variant}: ${operation.method} ${address.url} ${bodyText.slice(0, 300)}`;
          const call = { what, operation, sent: `${address.url} ${bodyText}`, refuse, bodyIds };
          failures.push(...judge(call, response, client !== s.anonymous));
          checks += 4 + (refuse ? 1 : 0) + (bodyIds.length > 0 ? 1 : 0);
        }
      }
      await s.t.app.changeFeed.settle();
      const after = await takeA();
      checks += 1;
      const changed = changedTables(before, after);
      if (changed.length > 0) failures.push(`${label(operation)} changed A's ${changed.join(", ")}`);
      before = after;
    }

    const covered = new Set(operations.map(label)).size - uncallable.size;
    console.log(
      `Isolation sweep: ${covered} of ${operations.length} documented operations, ${requests} requests ` +
        `(3 callers; A's identifier and B's identifier with A's ids), ${checks} checks`,
    );
    expect([...uncallable]).toEqual([]);
    expect(failures).toEqual([]);
    expect(changedTables(start, await takeA())).toEqual([]);
    expect(covered).toBeGreaterThanOrEqual(operations.length);
  }, 240_000);
});
