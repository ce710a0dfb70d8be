import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { projectHomeSchema } from "@stund/shared/contracts/catalogue/project-home";
import { tenantRouteProblems as problems } from "../../../http/route-schemas";
import { projectSection, requireProjectScope } from "../../access/access/project-access.hooks";
import { projectParamsSchema } from "../../access/access/route-params.types";
import { projectHome } from "./project-home.service";

export async function projectHomeRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/:tenant/api/:project/home",
    {
      onRequest: projectSection("projectContent"),
      schema: {
        tags: ["Project home"],
        params: projectParamsSchema,
        response: { 200: projectHomeSchema, ...problems },
      },
    },
    async (request) => projectHome(app.db, requireProjectScope(request)),
  );
}
