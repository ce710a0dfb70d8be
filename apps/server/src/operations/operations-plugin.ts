import cluster from "node:cluster";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Registry } from "prom-client";
import type { DatabaseHandle } from "../db/database";
import { AppError, notFound } from "../http/errors";
import { createAppMetrics, type AppMetrics, type BookingChannel } from "./app-metrics";
import { clusterMetricsContentType, clusterMetricsText, shareWithPrimary } from "./cluster-metrics";
import { registerDatabaseMetrics } from "./database-metrics";
import { bindLogContext } from "./log-context";
import { decideMetricsAccess } from "./metrics-access";
import { processMetrics } from "./process-metrics";

export interface Lifecycle {
  /** Set when the process has been told to stop: /ready answers 503 and connections close after their answer. */
  draining: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
    lifecycle: Lifecycle;
  }
}

/** The two routes that create bookings; a 201 from either is a booking made. */
const bookingRoutes: Record<string, BookingChannel> = {
  "/:tenant/api/public/bookings": "public",
  "/:tenant/api/:project/bookings": "staff",
};

/**
 * What an operator needs of a running server: Prometheus metrics at /metrics, log lines bound to
 * the request's user and tenant, and the draining state the shutdown sets. Register it after the
 * session plugin, before the routes.
 */
export const operationsPlugin = fp(async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  const metrics = createAppMetrics();
  app.decorate("metrics", metrics);
  app.decorate("lifecycle", { draining: false });
  registerDatabaseMetrics(metrics.registry, options.database, app.log);
  if (cluster.isWorker) shareWithPrimary([processMetrics(), metrics.registry]);
  bindLogContext(app);

  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url;
    metrics.requestServed({
      route,
      method: request.method,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    const channel = route === undefined ? undefined : bookingRoutes[route];
    if (channel && request.method === "POST" && reply.statusCode === 201) metrics.bookingCreated(channel);
  });
  // A keep-alive connection would otherwise stay open after its last answer and hold the drain up.
  app.addHook("onSend", async (_request, reply) => {
    if (app.lifecycle.draining) reply.header("connection", "close");
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const access = decideMetricsAccess({
      token: app.config.metricsToken,
      authorization: request.headers.authorization,
      connectionAddress: request.socket.remoteAddress,
    });
    if (access === "unauthorized") {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError(401, "A valid metrics token is required");
    }
    if (access === "notFound") throw notFound();
    reply.header("cache-control", "no-store");
    if (cluster.isWorker) return reply.type(clusterMetricsContentType).send(await clusterMetricsText());
    const merged = Registry.merge([processMetrics(), metrics.registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
});
