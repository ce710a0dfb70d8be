import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { accessTopic, availabilityTopic, saleTermsTopic, startChangeFeed } from "../db/change-feed";
import type { DatabaseHandle } from "../db/database";

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Listens to the database's change announcements for the kept answers of this process. A write
 * made here also reports itself before its answer leaves, so the caller's next read sees it even
 * if the announcement is still on its way.
 */
export const changeFeedPlugin = fp(async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  const running = await startChangeFeed(options.database);
  app.decorate("changeFeed", running.feed);
  app.addHook("onClose", async () => running.close());
  app.addHook("onSend", async (request) => {
    if (readMethods.has(request.method)) return;
    const feed = running.feed;
    // A route that knows what it changed (a customer's booking: one company's seats) says so.
    if (request.changedTopics) {
      for (const topic of request.changedTopics) feed.changed(topic);
      return;
    }
    feed.changed(accessTopic);
    if (request.tenantContext) {
      feed.changed(availabilityTopic(request.tenantContext.tenantId));
      feed.changed(saleTermsTopic(request.tenantContext.tenantId));
    } else feed.forgetAll();
  });
});
