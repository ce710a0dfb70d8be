import path from "node:path";

/** Base URLs of the payment brokers' APIs and pages; tests point them at local fake servers. */
export interface BrokerEndpoints {
  /** Rapyd API, e.g. https://sandboxapi.rapyd.net */
  rapyd: string;
  /** Teya SecurePay, e.g. https://test.borgun.is (the page is {base}/securepay/default.aspx). */
  teyaSecurePay: string;
  /** Teya RPG, e.g. https://test.borgun.is/rpgapi */
  teyaRpg: string;
  /** Straumur, e.g. https://checkout-api.staging.straumur.is/api/v1 */
  straumur: string;
  /** Valitor's hosted payment page, e.g. https://paymentweb.uat.valitor.is (the form is posted to it). */
  valitorPay: string;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * DATABASE_POOL_SIZE: connections each server process keeps to PostgreSQL (default 8). On a
   * small machine fewer connections serve more bookings: a departure's lock is waited for by
   * fewer transactions at once.
   */
  databasePoolSize: number;
  production: boolean;
  /**
   * PUBLIC_ORIGIN: where customers, staff and brokers reach this server, e.g. https://stund.example.
   * Every address built for a flow (pay pages, return and cancel addresses, notice addresses,
   * confirmation links) is on it, and the Origin check allows it. Unset, each flow uses the origin
   * of the request that started it (http/public-origin.ts), and a job the origin stored with it.
   */
  publicOrigin: string | undefined;
  webDistDir: string | undefined;
  logLevel: string;
  /**
   * METRICS_TOKEN: when set, /metrics answers only with `Authorization: Bearer <token>`; unset, it
   * answers only callers connecting from a loopback or private address.
   */
  metricsToken: string | undefined;
  /** WORKERS: server processes sharing the port (node:cluster); more than 1 needs PostgreSQL. */
  workers: number;
  /** The real Rapyd account; when absent the built-in fake of Rapyd is used. */
  rapyd: RapydSettings | undefined;
  /**
   * The exact webhook URL registered with Rapyd, which is part of every webhook's signature;
   * defaults to `{origin}/api/rapyd/webhook`.
   */
  rapydWebhookUrl: string | undefined;
  /**
   * Where this server reaches itself: the fake's API and pages, and the default webhook URL.
   * Defaults to publicOrigin, then `http://127.0.0.1:{port}`; tests that listen on a random port set it.
   */
  rapydSandboxOrigin: string | undefined;
  /**
   * Whether the built-in fake may stand in for Rapyd when no keys are set: always outside
   * production; in production only with RAPYD_FAKE=1 (a demo), since its test cards pay nothing.
   */
  allowFakeBilling: boolean;
  /** Test-only routes (a clock for the subscription jobs): NODE_ENV=test and STUND_TEST_ROUTES=1. */
  testRoutes: boolean;
  /**
   * CREDENTIALS_KEY: base64 of the 32-byte key that encrypts the companies' payment-broker
   * credentials. When absent, one is generated on first use and kept in DATA_DIR/credentials.key.
   */
  credentialsKey: string | undefined;
  /**
   * SMTP_URL: where emails are sent, e.g. smtp://user:pass@host:587 (smtps:// for implicit TLS;
   * transport options such as ignoreTLS=true may follow as query parameters). When absent,
   * emails are kept in the database (status Stored) instead of being sent.
   */
  smtpUrl: string | undefined;
  /** SMTP_FROM: the sender address, e.g. bookings@example.com; defaults to no-reply@ the SMTP host. */
  smtpFrom: string | undefined;
  /**
   * Where the companies' payment brokers are: their test systems outside production, their live
   * ones in production. BROKER_RAPYD_URL, BROKER_TEYA_SECUREPAY_URL, BROKER_TEYA_RPG_URL,
   * BROKER_STRAUMUR_URL and BROKER_VALITOR_URL override each (tests point them at local fake
   * servers; outside production BROKER_VALITOR_URL={origin}/pay/sandbox/valitor is this server's
   * own stand-in for Valitor's payment page).
   */
  brokerEndpoints: BrokerEndpoints;
  /**
   * TRUSTED_PROXIES: the load balancers and proxies in front of the server (addresses, CIDR
   * ranges, or `loopback`, `linklocal`, `uniquelocal`), comma-separated. A caller's address is
   * read from X-Forwarded-For only past these: the right-most address that is not one of them.
   * Empty (the default): the header is ignored and the connection's address is the caller's.
   */
  trustedProxies: string[];
}

const liveBrokers: BrokerEndpoints = {
  rapyd: "https://api.rapyd.net",
  teyaSecurePay: "https://securepay.borgun.is",
  teyaRpg: "https://ecommerce.borgun.is/rpgapi",
  straumur: "https://greidslugatt.straumur.is/api/v1",
  valitorPay: "https://paymentweb.valitor.is",
};
const testBrokers: BrokerEndpoints = {
  rapyd: "https://sandboxapi.rapyd.net",
  teyaSecurePay: "https://test.borgun.is",
  teyaRpg: "https://test.borgun.is/rpgapi",
  straumur: "https://checkout-api.staging.straumur.is/api/v1",
  valitorPay: "https://paymentweb.uat.valitor.is",
};

function brokerEndpoints(env: NodeJS.ProcessEnv, production: boolean): BrokerEndpoints {
  const base = production ? liveBrokers : testBrokers;
  return {
    rapyd: env.BROKER_RAPYD_URL || base.rapyd,
    teyaSecurePay: env.BROKER_TEYA_SECUREPAY_URL || base.teyaSecurePay,
    teyaRpg: env.BROKER_TEYA_RPG_URL || base.teyaRpg,
    straumur: env.BROKER_STRAUMUR_URL || base.straumur,
    valitorPay: env.BROKER_VALITOR_URL || base.valitorPay,
  };
}

export interface RapydSettings {
  accessKey: string;
  secretKey: string;
  baseUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: Math.max(1, Number(env.DATABASE_POOL_SIZE) || 8),
    production: env.NODE_ENV === "production",
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL ?? "info",
    metricsToken: env.METRICS_TOKEN || undefined,
    workers: Math.max(1, Math.floor(Number(env.WORKERS)) || 1),
    rapyd:
      env.RAPYD_ACCESS_KEY && env.RAPYD_SECRET_KEY && env.RAPYD_BASE_URL
        ? { accessKey: env.RAPYD_ACCESS_KEY, secretKey: env.RAPYD_SECRET_KEY, baseUrl: env.RAPYD_BASE_URL }
        : undefined,
    rapydWebhookUrl: env.RAPYD_WEBHOOK_URL || undefined,
    rapydSandboxOrigin: undefined,
    allowFakeBilling: env.NODE_ENV !== "production" || env.RAPYD_FAKE === "1",
    testRoutes: env.NODE_ENV === "test" && env.STUND_TEST_ROUTES === "1",
    credentialsKey: env.CREDENTIALS_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || undefined,
    brokerEndpoints: brokerEndpoints(env, env.NODE_ENV === "production"),
    trustedProxies: (env.TRUSTED_PROXIES ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}
