import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { catalogueFor } from "@stund/shared/i18n/catalogue";
import { countryList } from "@stund/shared/countries";

const languageParam = z.object({
  language: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(["EN", "IS"], { message: "Language must be EN or IS" })),
});

export async function translationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/translation/:language",
    {
      schema: {
        tags: ["Translations"],
        params: languageParam,
        response: { 200: z.object({ translations: z.record(z.string(), z.record(z.string(), z.string())) }) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { translations: { [request.params.language]: catalogueFor(request.params.language) } };
    },
  );
  r.get(
    "/api/countries/:language",
    {
      schema: {
        tags: ["Translations"],
        params: languageParam,
        response: { 200: z.array(z.object({ code: z.string(), name: z.string() })) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return countryList(request.params.language);
    },
  );
}
