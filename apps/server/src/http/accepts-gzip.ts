/**
 * Whether an Accept-Encoding header allows gzip: listed (or `*`) without `q=0`. Browsers send
 * `gzip, deflate, br, zstd`; a client that sends nothing gets the plain body.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  const codings = (Array.isArray(header) ? header.join(",") : header).toLowerCase().split(",");
  let star = false;
  for (const coding of codings) {
    const [name = "", ...params] = coding.split(";").map((part) => part.trim());
    const q = params.find((param) => param.startsWith("q="));
    const allowed = !q || Number(q.slice(2)) > 0;
    if (name === "gzip") return allowed;
    if (name === "*") star = allowed;
  }
  return star;
}
