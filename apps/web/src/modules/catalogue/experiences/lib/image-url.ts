/** Where the browser loads an uploaded image: experiences keep the file keys the upload returned. */
export function imageUrl(key: string): string {
  return /^(https?:)?\//.test(key) ? key : `/files/${encodeURIComponent(key)}`;
}
