import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-to-text";

describe("htmlToText", () => {
  it("turns paragraphs, breaks, links, lists and tables into lines", () => {
    const html = `<p>Hello  Jón,</p>
<p>Line one<br>line two &amp; more</p>
<ul><li>First</li><li>Second</li></ul>
<p><a href="https://x.is/a?b=1&amp;c=2">Open</a> or <a href="mailto:a@b.is">mailto:a@b.is</a></p>
<table><tr><th>Ticket</th><th>Qty</th></tr><tr><td>Adult</td><td>2</td></tr></table>
<p><img src="logo.png" alt="Norðurfari"></p>`;
    expect(htmlToText(html)).toBe(
      [
        "Hello Jón,",
        "",
        "Line one",
        "line two & more",
        "",
        "- First",
        "- Second",
        "",
        "Open (https://x.is/a?b=1&c=2) or mailto:a@b.is",
        "",
        "Ticket  Qty",
        "Adult  2",
        "",
        "Norðurfari",
      ].join("\n"),
    );
  });

  it("drops scripts and decodes numeric entities", () => {
    expect(htmlToText("<script>evil()</script><p>&#34;quoted&#34; &#x41;</p>")).toBe('"quoted" A');
  });
});
