import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../http/errors";
import { findFile } from "./file.repository";

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/files/:key",
      { schema: { tags: ["Files"], params: z.object({ key: z.string() }) } },
      async (request, reply) => {
        const parsed = z.uuid().safeParse(request.params.key);
        const file = parsed.success ? await findFile(app.db, parsed.data) : undefined;
        if (!file) throw notFound("File not found");
        return reply
          .type(file.contentType)
          .header("cache-control", "public, max-age=31536000, immutable")
          .header("content-security-policy", "default-src 'none'")
          .send(Buffer.from(file.content, "base64"));
      },
    );
}
