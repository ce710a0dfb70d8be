import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config/config";
import { rapydFakeKeys, rapydFromConfig } from "./rapyd-config";

describe("rapydFromConfig", () => {
  it("never lets the fake take payments in production unless asked to", async () => {
    const production = rapydFromConfig(loadConfig({ NODE_ENV: "production" }));
    expect(production.isFake).toBe(false);
    expect(production.webhook.secretKey).not.toBe(rapydFakeKeys.secretKey);
    await expect(
      production.client.createCustomer({ name: "A", email: "a@example.com", tenantId: "t" }, "k"),
    ).rejects.toMatchObject({ status: 503, title: "Billing is not set up on this installation" });

    expect(rapydFromConfig(loadConfig({ NODE_ENV: "production", RAPYD_FAKE: "1" })).isFake).toBe(true);
  });

  it("uses the built-in fake when no Rapyd keys are configured", () => {
    const config = loadConfig({ PORT: "4100" });
    const setup = rapydFromConfig(config);
    expect(setup.isFake).toBe(true);
    expect(setup.webhook).toMatchObject({ ...rapydFakeKeys, url: "http://127.0.0.1:4100/api/rapyd/webhook" });
  });

  it("follows the public origin, and a later override of the origin, even once made", () => {
    const config = loadConfig({ PUBLIC_ORIGIN: "https://stund.example/" });
    const setup = rapydFromConfig(config);
    expect(setup.webhook.url).toBe("https://stund.example/api/rapyd/webhook");
    config.rapydSandboxOrigin = "http://127.0.0.1:51234";
    expect(setup.webhook.url).toBe("http://127.0.0.1:51234/api/rapyd/webhook");
    config.rapydWebhookUrl = "https://hooks.example/rapyd";
    expect(setup.webhook.url).toBe("https://hooks.example/rapyd");
  });

  it("uses the real Rapyd when all three settings are given, and not with only some", () => {
    const env = {
      RAPYD_ACCESS_KEY: "rak_live",
      RAPYD_SECRET_KEY: "rsk_live",
      RAPYD_BASE_URL: "https://sandboxapi.rapyd.net",
    };
    const real = rapydFromConfig(loadConfig({ ...env, PUBLIC_ORIGIN: "https://stund.example" }));
    expect(real.isFake).toBe(false);
    expect(real.webhook).toMatchObject({ accessKey: "rak_live", secretKey: "rsk_live" });
    expect(real.webhook.url).toBe("https://stund.example/api/rapyd/webhook");
    expect(rapydFromConfig(loadConfig({ ...env, RAPYD_BASE_URL: "" })).isFake).toBe(true);
  });
});
