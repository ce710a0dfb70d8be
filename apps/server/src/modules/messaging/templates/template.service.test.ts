import { templateKinds } from "@stund/shared/contracts/notification-templates";
import { languages } from "@stund/shared/enums";
import { describe, expect, it } from "vitest";
import { sampleData } from "./sample-data";
import {
  defaultTemplate,
  previewTemplate,
  renderTemplate,
  TemplateRefused,
  validateTemplate,
} from "./template.service";

describe("default templates", () => {
  for (const kind of templateKinds) {
    for (const language of languages) {
      it(`${kind} in ${language} renders on sample data`, async () => {
        const template = defaultTemplate(kind, language);
        expect(validateTemplate(kind, template)).toEqual({ ok: true });
        const rendered = await previewTemplate(kind, language, template);
        expect(rendered.subject.length).toBeGreaterThan(5);
        expect(rendered.subject).not.toMatch(/\{\{|\{%/);
        expect(rendered.html).toContain("<p>");
        expect(rendered.html).not.toMatch(/\{\{|\{%/);
        expect(rendered.text.length).toBeGreaterThan(40);
        expect(rendered.text).not.toMatch(/<[a-z/]/i);
      });
    }
  }

  it("shows the logo only when the company has one", async () => {
    const template = defaultTemplate("booking-confirmed", "EN");
    const data = sampleData("booking-confirmed", "EN");
    const withLogo = await renderTemplate("booking-confirmed", "EN", template, data);
    expect(withLogo.html).toContain('<img src="https://nordurfari.is/logo.png"');
    const company = { ...(data.company as object), logoUrl: "" };
    const without = await renderTemplate("booking-confirmed", "EN", template, { ...data, company });
    expect(without.html).not.toContain("<img");
  });

  it("writes Icelandic defaults with the tickets in krónur and the links as text", async () => {
    const rendered = await previewTemplate(
      "booking-confirmed",
      "IS",
      defaultTemplate("booking-confirmed", "IS"),
    );
    expect(rendered.subject).toBe("Bókun NF-4821 er staðfest: Norðurljósasigling");
    expect(rendered.html).toContain("25.980 Kr.");
    expect(rendered.text).toContain("Fullorðinn  2  25.980 Kr.");
    expect(rendered.text).toContain("Samtals  32.470 Kr.");
    expect(rendered.text).toContain(
      "Skoða eða breyta bókuninni (https://stund.is/nordurfari/booking/NF-4821)",
    );
    expect(rendered.text).toContain("Dagsetning: laugardagur, 14. mars 2026");
  });
});

describe("rendering", () => {
  it("escapes what customers typed in the HTML part and keeps the text part readable", async () => {
    const data = { ...sampleData("reminder", "EN"), customer: { name: '<script>alert("x")</script> & Co' } };
    const rendered = await renderTemplate("reminder", "EN", defaultTemplate("reminder", "EN"), data);
    expect(rendered.html).not.toContain("<script>");
    expect(rendered.html).toContain("&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; Co");
    expect(rendered.text).toContain('Hello <script>alert("x")</script> & Co,');
  });

  it("does not escape the subject, which is plain text", async () => {
    const data = { ...sampleData("reminder", "EN"), experience: { name: "Fish & Chips <3" } };
    const rendered = await renderTemplate(
      "reminder",
      "EN",
      { subject: "{{ experience.name }}", body: "<p>x</p>" },
      data,
    );
    expect(rendered.subject).toBe("Fish & Chips <3");
  });

  it("refuses data that lacks a variable the template uses, with its line", async () => {
    const template = { subject: "Hi", body: "<p>x</p>\n<p>{{ customer.name }}</p>" };
    const refused = renderTemplate("reminder", "EN", template, {});
    await expect(refused).rejects.toBeInstanceOf(TemplateRefused);
    await expect(refused).rejects.toMatchObject({
      problem: { line: 2, message: "Unknown variable: customer" },
    });
  });
});
