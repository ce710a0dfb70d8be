import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { eventsProject } from "../../../../test/fixtures/event-test-support";
import {
  answerOnce,
  idempotencyKeyOf,
  keyedCall,
  keyInUseTitle,
  keyReusedTitle,
  once,
  replaceAnswer,
} from "./idempotency.service";

let t: TestApp;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await eventsProject(t)).scope.tenantId;
});
afterAll(async () => t.close());

const withHeader = (value?: string | string[]) =>
  ({ headers: value === undefined ? {} : { "idempotency-key": value } }) as unknown as FastifyRequest;
const call = (key: string | undefined, asked: unknown = { seats: 2 }) =>
  keyedCall({ tenantId, name: "test-call" }, key, asked);

describe("the Idempotency-Key header", () => {
  it("is optional, and must be 1 to 255 visible ASCII characters", () => {
    expect(idempotencyKeyOf(withHeader())).toBeUndefined();
    expect(idempotencyKeyOf(withHeader("k-1"))).toBe("k-1");
    expect(idempotencyKeyOf(withHeader(["k-2", "k-3"]))).toBe("k-2");
    for (const bad of ["", "with space", "x".repeat(256), "kæti"])
      expect(() => idempotencyKeyOf(withHeader(bad))).toThrow(
        expect.objectContaining({ status: 400 }) as unknown as Error,
      );
  });
});

describe("a call run once per key", () => {
  it("answers a retry with the first answer and never runs the work twice", async () => {
    let runs = 0;
    const work = async () => ({ statusCode: 201, body: { run: ++runs } });
    expect(await once(t.database.db, call("once-1"), work)).toEqual({ statusCode: 201, body: { run: 1 } });
    expect(await once(t.database.db, call("once-1"), work)).toEqual({ statusCode: 201, body: { run: 1 } });
    expect(runs).toBe(1);
  });

  it("refuses the same key with another request (422) and a duplicate still being worked on (409)", async () => {
    await once(t.database.db, call("once-2"), async () => ({ statusCode: 200, body: {} }));
    await expect(
      once(t.database.db, call("once-2", { seats: 3 }), async () => ({ statusCode: 200, body: {} })),
    ).rejects.toMatchObject({ status: 422, title: keyReusedTitle });
    await answerOnce(t.database.db, call("once-3"), async () => {
      await expect(
        answerOnce(t.database.db, call("once-3"), async () => ({ statusCode: 200, body: {} })),
      ).rejects.toMatchObject({ status: 409, title: keyInUseTitle });
      return { statusCode: 200, body: {} };
    });
  });

  it("gives the key back when the work fails, so a retry does the work", async () => {
    await expect(
      once(t.database.db, call("once-4"), async () => {
        throw new Error("broke half-way");
      }),
    ).rejects.toThrow("broke half-way");
    expect(
      await once(t.database.db, call("once-4"), async () => ({ statusCode: 201, body: "done" })),
    ).toEqual({ statusCode: 201, body: "done" });
  });

  it("runs the work every time without a key, and keeps what a later step replaced", async () => {
    let runs = 0;
    const work = async () => ({ statusCode: 200, body: { run: ++runs } });
    await once(t.database.db, call(undefined), work);
    await once(t.database.db, call(undefined), work);
    expect(runs).toBe(2);
    await once(t.database.db, call("once-5"), work);
    await replaceAnswer(t.database.db, call("once-5"), { run: 3, refund: "made" });
    expect(await once(t.database.db, call("once-5"), work)).toEqual({
      statusCode: 200,
      body: { run: 3, refund: "made" },
    });
  });
});
