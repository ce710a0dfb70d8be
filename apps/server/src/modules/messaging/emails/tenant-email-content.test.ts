import { describe, expect, it } from "vitest";
import { renderTenantEmail } from "./tenant-email-content";

const content = {
  language: "IS" as const,
  subject: "Boð <frá> okkur",
  heading: "Hvalir & Co",
  paragraphs: ["Fyrsta málsgrein.", "Önnur <b>málsgrein</b>."],
  quote: "Lína eitt\nLína <tvö>",
  action: { label: "Þiggja", url: "https://stund.example/acme/invitation/abc?x=1&y=2" },
  notes: ["Gildir í viku."],
};

describe("a company's email that is not about a booking", () => {
  it("writes the text part with the quote marked and the action's address", () => {
    const { text } = renderTenantEmail(content);
    expect(text).toBe(
      [
        "Hvalir & Co",
        "",
        "Fyrsta málsgrein.",
        "",
        "Önnur <b>málsgrein</b>.",
        "",
        "> Lína eitt\n> Lína <tvö>",
        "",
        "Þiggja: https://stund.example/acme/invitation/abc?x=1&y=2",
        "",
        "Gildir í viku.",
        "",
      ].join("\n"),
    );
  });

  it("escapes everything in the HTML part, the address included", () => {
    const { html } = renderTenantEmail(content);
    expect(html).toContain('<html lang="is">');
    expect(html).toContain("<title>Boð &lt;frá&gt; okkur</title>");
    expect(html).toContain("Hvalir &amp; Co");
    expect(html).toContain("Önnur &lt;b&gt;málsgrein&lt;/b&gt;.");
    expect(html).toContain("Lína eitt\nLína &lt;tvö&gt;</blockquote>");
    expect(html).toContain('href="https://stund.example/acme/invitation/abc?x=1&amp;y=2"');
    expect(html).not.toMatch(/<b>|<tvö>|<frá>/);
  });

  it("leaves out the quote and the action when there are none", () => {
    const { text, html } = renderTenantEmail({ ...content, quote: "  ", action: undefined, notes: [] });
    expect(text).not.toMatch(/^> /m);
    expect(html).not.toContain("<blockquote");
    expect(html).not.toContain("<a ");
  });
});
