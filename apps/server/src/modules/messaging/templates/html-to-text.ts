/**
 * The plain-text part of a message from its HTML, for the small markup message templates use:
 * paragraphs and headings as blocks, line breaks, links as "text (url)", list items and table rows
 * as lines, images as their alternative text.
 */

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
  "#34": '"',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const known = entities[name.toLowerCase()];
    if (known !== undefined) return known;
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return whole;
  });
}

function attribute(tag: string, name: string): string {
  const match = new RegExp(`${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, "i").exec(tag);
  return match ? (match[2] ?? match[3] ?? "") : "";
}

export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, "")
    .replace(/\s+/g, " ")
    .replace(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi, (_all, attrs: string, inner: string) => {
      const href = decode(attribute(attrs, "href"));
      const label = inner.replace(/<[^>]+>/g, "").trim();
      if (!href || href === decode(label)) return label || href;
      return label ? `${label} (${href})` : href;
    })
    .replace(/<img\b[^>]*>/gi, (tag) => attribute(tag, "alt"))
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "\n- ")
    .replace(/<\/t[dh]>\s*(?=<t[dh])/gi, "\t")
    .replace(/<\/?(p|div|h[1-6]|ul|ol|table|thead|tbody|tfoot|blockquote|hr)\b[^>]*>/gi, "\n\n")
    .replace(/<tr\b[^>]*>/gi, "")
    .replace(/<\/tr>/gi, "\n")
    .replace(/<[^>]+>/g, "");
  return decode(text)
    .split("\n")
    .map((line) =>
      line
        .split("\t")
        .map((cell) => cell.replace(/ +/g, " ").trim())
        .filter((cell) => cell.length > 0)
        .join("  "),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
