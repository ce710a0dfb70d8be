import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { testMailbox } from "./test-mailbox.service";

/**
 * Browser tests must see the email a customer got without an SMTP server: this route lists the
 * outbox rows sent to an address. It exists only when the server was started with NODE_ENV=test
 * and STUND_TEST_ROUTES=1; every other server lacks it.
 */
export async function testMailboxRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.testRoutes) return;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/test/emails",
      { schema: { hide: true, querystring: z.object({ to: z.string().min(3) }) } },
      async (request) => testMailbox(app.db, request.query.to),
    );
}
