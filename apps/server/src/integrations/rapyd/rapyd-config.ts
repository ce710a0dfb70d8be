import { randomBytes } from "node:crypto";
import type { AppConfig } from "../../config/config";
import { AppError } from "../../http/errors";
import type { RapydClient } from "./rapyd-client";
import { createRapydHttpClient } from "./rapyd-http-client";

/** Where the built-in fake of Rapyd answers on this server. */
export const rapydSandboxPrefix = "/rapyd-sandbox";

/** The fake's fixed keys. They guard nothing real: the fake moves no money. */
export const rapydFakeKeys = {
  accessKey: "rak_stund_local_sandbox",
  secretKey: "rsk_stund_local_sandbox_not_a_secret",
} as const;

export interface RapydWebhookSettings {
  /** The full URL Rapyd signs each webhook with. */
  readonly url: string;
  readonly accessKey: string;
  readonly secretKey: string;
}

export interface RapydSetup {
  client: RapydClient;
  webhook: RapydWebhookSettings;
  /** True when the built-in fake stands in for Rapyd (no RAPYD_* keys configured). */
  isFake: boolean;
}

type RapydConfig = Pick<
  AppConfig,
  "port" | "publicOrigin" | "rapyd" | "rapydWebhookUrl" | "rapydSandboxOrigin" | "allowFakeBilling"
>;

/** This server's own address, as the fake's clients and webhooks use it. */
export function rapydSandboxOrigin(config: RapydConfig): string {
  const origin = config.rapydSandboxOrigin ?? config.publicOrigin ?? `http://127.0.0.1:${config.port}`;
  return origin.replace(/\/$/, "");
}

export function rapydWebhookUrl(config: RapydConfig): string {
  return config.rapydWebhookUrl ?? `${rapydSandboxOrigin(config)}/api/rapyd/webhook`;
}

/**
 * The billing provider this server is configured for: the real Rapyd when RAPYD_ACCESS_KEY,
 * RAPYD_SECRET_KEY and RAPYD_BASE_URL are set, otherwise the built-in fake. Addresses are read
 * from the config on every use, so a test may set `rapydSandboxOrigin` after listening.
 * `options.fetch` replaces the network, e.g. with the fake's in-process fetch.
 */
export function rapydFromConfig(config: RapydConfig, options: { fetch?: typeof fetch } = {}): RapydSetup {
  if (!config.rapyd && !config.allowFakeBilling) return billingNotSetUp();
  const keys = config.rapyd ?? rapydFakeKeys;
  const real = config.rapyd;
  const client = createRapydHttpClient({
    accessKey: keys.accessKey,
    secretKey: keys.secretKey,
    fetch: options.fetch,
    baseUrl: real ? real.baseUrl : () => `${rapydSandboxOrigin(config)}${rapydSandboxPrefix}`,
  });
  return {
    client,
    webhook: {
      get url() {
        return rapydWebhookUrl(config);
      },
      accessKey: keys.accessKey,
      secretKey: keys.secretKey,
    },
    isFake: !real,
  };
}

/**
 * Production without Rapyd keys: every billing call answers 503 with a title, and no webhook
 * verifies (its secret is random and known to nobody), so no plan can be had for free.
 */
function billingNotSetUp(): RapydSetup {
  const refuse = async (): Promise<never> => {
    throw new AppError(503, "Billing is not set up on this installation");
  };
  return {
    client: {
      createCustomer: refuse,
      createCheckout: refuse,
      getCheckout: refuse,
      createCardSaveSession: refuse,
      chargeCustomer: refuse,
      getPayment: refuse,
      listPaymentMethods: refuse,
    },
    webhook: {
      url: "",
      accessKey: randomBytes(16).toString("hex"),
      secretKey: randomBytes(32).toString("hex"),
    },
    isFake: false,
  };
}
