import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { rapydFakeWebhookDeliveries as deliveries } from "../../../db/schema/rapyd-fake";
import { rapydFakeKeys } from "../rapyd-config";
import { verifyWebhook } from "../rapyd-signing";
import { createWebhookDeliverer, enqueueWebhook, type WebhookTransport } from "./fake-webhooks";
import { webhookTransport } from "./rapyd-fake.plugin";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const target = { url: "https://platform.example/api/rapyd/webhook", ...rapydFakeKeys };

function deliverer(transport: WebhookTransport, retryDelaysMs = [10, 10]) {
  return createWebhookDeliverer({
    db: t.database.db,
    log: t.app.log,
    target: () => target,
    transport,
    retryDelaysMs,
  });
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;

describe("the fake's webhook deliverer", () => {
  it("sends a signed webhook that verifies against the configured URL", async () => {
    const sent: { headers: Record<string, string>; body: string }[] = [];
    const worker = deliverer(async (_url, headers, body) => {
      sent.push({ headers, body });
      return 204;
    });
    const id = await enqueueWebhook(t.database.db, "PAYMENT_COMPLETED", { id: "payment_1" }, "op-1");
    worker.deliver([id]);
    await expect.poll(async () => (await rowOf(id)).status).toBe("DELIVERED");
    const event = verifyWebhook(target, sent[0]!.headers, sent[0]!.body);
    expect(event).toMatchObject({ id, type: "PAYMENT_COMPLETED", data: { id: "payment_1" } });
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ trigger_operation_id: "op-1", status: "NEW" });
    worker.stop();
  });

  it("retries with backoff, then gives up and records why, without throwing", async () => {
    let calls = 0;
    const worker = deliverer(async () => {
      calls += 1;
      if (calls === 1) throw new Error("connect ECONNREFUSED");
      return 503;
    });
    const id = await enqueueWebhook(t.database.db, "PAYMENT_FAILED", { id: "payment_2" }, "op-2");
    worker.deliver([id]);
    await expect.poll(async () => (await rowOf(id)).status).toBe("FAILED");
    expect(await rowOf(id)).toMatchObject({ attempts: 3, lastStatusCode: 503, lastError: "HTTP 503" });
    expect(calls).toBe(3);
    worker.stop();
  });

  it("sends what an earlier process left behind, once, even with two sweepers", async () => {
    const id = await enqueueWebhook(t.database.db, "PAYMENT_COMPLETED", { id: "payment_3" }, "op-3");
    let calls = 0;
    const transport: WebhookTransport = async () => {
      calls += 1;
      return 200;
    };
    const [one, two] = [deliverer(transport), deliverer(transport)];
    await Promise.all([one.sweep(), two.sweep()]);
    expect((await rowOf(id)).status).toBe("DELIVERED");
    expect(calls).toBe(1);
  });

  it("hands a webhook addressed to this server to it in-process, so it needs no open port", async () => {
    const transport = webhookTransport(t.app, () => "http://stund.invalid");
    expect(
      await transport(
        "http://stund.invalid/rapyd-sandbox/no-such-webhook",
        { "content-type": "application/json" },
        "{}",
      ),
    ).toBe(404);
  });
});
