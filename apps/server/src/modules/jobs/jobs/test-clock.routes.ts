import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { billingProvider } from "../../platform-billing/subscriptions/billing-provider.service";
import { runDueJobs } from "./due-jobs";

/**
 * Browser tests must show what a company sees when a period ends (Canceled, Expired) without
 * waiting a month: this route runs the due jobs as of a chosen time. It exists only when the
 * server was started with NODE_ENV=test and STUND_TEST_ROUTES=1; every other server lacks it.
 */
export async function testClockRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.testRoutes) return;
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/test/run-due-jobs",
      { schema: { hide: true, body: z.object({ at: z.iso.datetime() }) } },
      async (request) =>
        runDueJobs(
          app.db,
          {
            rapyd: billingProvider(app).client,
            config: app.config,
            publicOrigin: app.config.publicOrigin,
            onHoldsExpired: (holds) => {
              for (const hold of holds)
                if (hold.eventId) app.hubs.availabilityChanged(hold.projectId, [hold.eventId]);
            },
          },
          new Date(request.body.at),
        ),
    );
}
