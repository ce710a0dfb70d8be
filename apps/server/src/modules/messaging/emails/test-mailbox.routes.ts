import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { emailOutbox } from "../../../db/schema/emails";

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
      async (request) =>
        app.db
          .select({
            kind: emailOutbox.kind,
            to: emailOutbox.to,
            subject: emailOutbox.subject,
            text: emailOutbox.text,
            status: emailOutbox.status,
            hasCalendar: emailOutbox.ics,
          })
          .from(emailOutbox)
          .where(eq(emailOutbox.to, request.query.to))
          .orderBy(desc(emailOutbox.availableAt))
          .then((rows) => rows.map((row) => ({ ...row, hasCalendar: row.hasCalendar !== null }))),
    );
}
