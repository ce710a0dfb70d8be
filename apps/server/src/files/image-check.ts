import { badRequest } from "../http/errors";

export const maxImageBytes = 5 * 1024 * 1024;

const signatures: { type: string; test: (b: Buffer) => boolean }[] = [
  {
    type: "image/png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", test: (b) => b.subarray(0, 6).toString("ascii").startsWith("GIF8") },
  {
    type: "image/webp",
    test: (b) =>
      b.subarray(0, 4).toString("ascii") === "RIFF" && b.subarray(8, 12).toString("ascii") === "WEBP",
  },
];

/** Tells the image type from the bytes themselves; the name and the declared type are not trusted. */
export function detectImageType(bytes: Buffer): string {
  if (bytes.length === 0) throw badRequest("The file is empty");
  if (bytes.length > maxImageBytes) throw badRequest("The image is larger than 5 MB");
  const match = signatures.find((s) => s.test(bytes));
  if (!match) throw badRequest("The file is not a PNG, JPEG, GIF or WebP image");
  return match.type;
}
