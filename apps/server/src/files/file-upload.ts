import type { FastifyRequest } from "fastify";
import { badRequest } from "../http/errors";
import { detectImageType } from "./image-check";

/** Reads the single uploaded file of a multipart request and checks that it is an image. */
export async function readUploadedImage(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; contentType: string }> {
  if (!request.isMultipart()) throw badRequest("Send the image as multipart/form-data");
  const part = await request.file();
  if (!part) throw badRequest("No file was sent");
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw badRequest("The image is larger than 5 MB");
  return { bytes, contentType: detectImageType(bytes) };
}
