/** The public address of a stored file, or null. */
export function fileUrl(key: string | null | undefined): string | null {
  return key ? `/files/${key}` : null;
}
