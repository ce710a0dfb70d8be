import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  personalInformationSchema,
  updatePersonalInformationSchema,
} from "@stund/shared/contracts/personal-information";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import { readUploadedImage } from "../../../files/file-upload";
import { requireUser, tenantSection } from "../../access/access/tenant-access.hooks";
import { tenantParamsSchema as params } from "../../../http/route-schemas";
import {
  deleteUser,
  getPersonalInformation,
  replacePicture,
  updatePersonalInformation,
} from "./personal-information.service";

const tags = ["Personal information"];
const refused = { 401: problemSchema, 403: problemSchema, 404: problemSchema };

export async function personalInformationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = tenantSection("personalInformation");

  r.get(
    "/:tenant/api/personalinformation/currentuser",
    {
      onRequest: access,
      schema: {
        tags,
        summary: "The caller's own profile",
        params,
        response: { 200: personalInformationSchema, ...refused },
      },
    },
    async (request) => getPersonalInformation(app.db, requireUser(request).id),
  );

  r.put(
    "/:tenant/api/personalinformation/currentuser",
    {
      onRequest: access,
      schema: {
        tags,
        summary: "Update the caller's name, phone and language",
        params,
        body: updatePersonalInformationSchema,
        response: { 200: personalInformationSchema, 400: problemSchema, ...refused },
      },
    },
    async (request) => updatePersonalInformation(app.db, requireUser(request).id, request.body),
  );

  r.post(
    "/:tenant/api/personalinformation/image",
    {
      onRequest: access,
      schema: {
        tags,
        summary: "Replace the caller's picture (multipart form with one PNG, JPEG, GIF or WebP file)",
        consumes: ["multipart/form-data"],
        params,
        response: { 200: personalInformationSchema, 400: problemSchema, 413: problemSchema, ...refused },
      },
    },
    async (request) => replacePicture(app.db, requireUser(request).id, await readUploadedImage(request)),
  );

  r.delete(
    "/:tenant/api/personalinformation/user/:id",
    {
      onRequest: access,
      schema: {
        tags,
        summary: "Delete a user: oneself, or anyone for a Super Admin",
        params: params.extend({ id: z.uuid() }),
        response: { 200: okSchema, 400: problemSchema, 409: problemSchema, ...refused },
      },
    },
    async (request) => {
      await deleteUser(app.db, app.hubs, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
}
