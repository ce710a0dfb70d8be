import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config/config";
import type { DatabaseHandle } from "./db/database";
import { registerErrorHandler, sendProblem } from "./http/error-handler";
import { refuseUnstorableText } from "./http/text-guard";
import { changeFeedPlugin } from "./http/change-feed-plugin";
import { sessionPlugin } from "./modules/company/auth/session.hooks";
import { csrfPlugin } from "./http/csrf-plugin";
import { silentHubs } from "./realtime/hubs";
import { featureRoutes } from "./modules/module-routes";
import { serveWebApp } from "./http/web-app";
import { healthRoutes } from "./http/health.routes";
import { operationsPlugin } from "./operations/operations-plugin";
import { registerContentSecurityPolicy } from "./http/content-security-policy";
import { registerJsonCompression } from "./http/json-compression";
import { widgetScriptRoute } from "./http/widget-script";
import { siteRendererLoader } from "./http/site-renderer";

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: boolean | object;
}

/** Builds the whole HTTP application; main.ts and the tests both start from here. */
export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === true ? { level: config.logLevel, redact: ["req.headers.cookie", "body.password"] } : logger,
    // Forwarded addresses are believed only from the configured proxies, so a caller cannot
    // choose the address its per-address limits count against.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // While draining, requests on connections already open are still answered by their routes
    // (/ready says 503 with a problem body itself), instead of the framework's bare 503.
    return503OnClosing: false,
    // Errors the router raises before any route runs (a malformed URL, a path segment over the
    // length limit) answer with a problem body like every other error.
    frameworkErrors: (error, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const title = status === 414 ? "The address is too long" : "The address is not valid";
      void sendProblem(request, reply as FastifyReply, { status, title });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", database.db);
  app.decorate("config", config);
  app.decorate("hubs", silentHubs());
  app.decorate("siteRenderer", siteRendererLoader(config));

  registerErrorHandler(app);
  // Text PostgreSQL cannot store, and bodies nested deeper than any of ours, are refused as bad
  // input on every route, before validation.
  app.addHook("preValidation", refuseUnstorableText);
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  registerContentSecurityPolicy(app);
  registerJsonCompression(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: "Stund API", version: "1.0.0", description: "Booking and experience-sales platform" },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  await app.register(changeFeedPlugin, { database });
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);
  await app.register(operationsPlugin, { database });
  await app.register(healthRoutes);
  await app.register(featureRoutes);
  await app.register(widgetScriptRoute);
  await serveWebApp(app, config);
  return app;
}
