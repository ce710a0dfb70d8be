import path from "node:path";

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  /** The address the console is served from; used for the Origin check. */
  publicOrigin: string | undefined;
  webDistDir: string | undefined;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === "production",
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL ?? "info",
  };
}
