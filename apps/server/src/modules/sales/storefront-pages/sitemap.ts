const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A company's sitemap (sitemaps.org): its storefront and each experience on sale, each with its
 * English and Icelandic address as alternates, so search engines find both languages.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => {
    const address = (lang?: string) => escapeXml(`${origin}${path}${lang ? `?lang=${lang}` : ""}`);
    return [
      "  <url>",
      `    <loc>${address()}</loc>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${address("en")}"/>`,
      `    <xhtml:link rel="alternate" hreflang="is" href="${address("is")}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${address()}"/>`,
      "  </url>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
