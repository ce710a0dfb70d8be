import type { z } from "zod";
import type { imageUploadSchema } from "@stund/shared/contracts/catalogue/experiences";
import { apiCall } from "../../../../lib/http/client";

export type UploadedImage = z.infer<typeof imageUploadSchema>;

/**
 * Uploads one gallery image (POST /{tenant}/api/{project}/experiences/images, multipart). The
 * thumbnail that appears is the confirmation; only a failure shows a toast.
 */
export function uploadExperienceImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append("file", file);
  return apiCall<UploadedImage>("/experiences/images", {
    method: "POST",
    body,
    toast: "experience-image",
    quietSuccess: true,
  });
}
