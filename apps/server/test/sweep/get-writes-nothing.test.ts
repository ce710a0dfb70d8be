import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedTables, fingerprinter } from "./db-fingerprint";
import { addressOf, label } from "./openapi-operations";
import { createSweep, type Sweep } from "./sweep-fixture";
import { sweepHints } from "./sweep-hints";

let s: Sweep;
beforeAll(async () => {
  s = await createSweep();
}, 120_000);
afterAll(async () => s?.t.close());

/**
 * No state changes on a GET anywhere: every GET of the OpenAPI document, called by company A's
 * owner (the caller who reaches furthest) with A's real ids, leaves every table as it was.
 */
describe("every documented GET writes nothing", () => {
  it("leaves the database unchanged after each GET", async () => {
    const gets = s.operations.filter((operation) => operation.method === "GET");
    const hints = sweepHints(s.a.ids);
    const take = await fingerprinter(s.t.database.db);
    const start = await take();
    let before = start;
    const failures: string[] = [];
    let called = 0;
    let checks = 0;
    for (const operation of gets) {
      const address = addressOf(operation, hints);
      if ("missing" in address) {
        failures.push(
          `${label(operation)}: nothing fills {${address.missing.join("}, {")}} (see sweep-hints.ts)`,
        );
        continue;
      }
      const response = await s.a.owner.get(address.url);
      await s.t.app.changeFeed.settle();
      const after = await take();
      called += 1;
      checks += 2;
      if (response.statusCode >= 500)
        failures.push(`${label(operation)} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      const changed = changedTables(before, after);
      if (changed.length > 0)
        failures.push(`${label(operation)} (${address.url}) wrote ${changed.join(", ")}`);
      before = after;
    }
    checks += 1;
    const overall = changedTables(start, await take());
    console.log(
      `GET sweep: ${called} of ${gets.length} documented GET operations called as the owner, ` +
        `${checks} checks (status and database fingerprint after each), ` +
        `${Object.keys(start).length} tables fingerprinted`,
    );
    expect(failures).toEqual([]);
    expect(overall).toEqual([]);
    expect(called).toBe(gets.length);
  }, 120_000);
});
