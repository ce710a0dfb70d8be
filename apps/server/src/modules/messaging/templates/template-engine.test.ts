import { describe, expect, it } from "vitest";
import {
  htmlEngine,
  parseTemplate,
  renderParsed,
  TemplateRefused,
  validateTemplate,
} from "./template-engine";
import { previewTemplate, validateTemplate as validateSubjectAndBody } from "./template.service";

function refusal(text: string) {
  const result = validateTemplate("booking-confirmed", text);
  if (result.ok) throw new Error("expected the template to be refused");
  return result.error;
}

describe("the template sandbox", () => {
  it.each([
    "{% include 'secrets' %}",
    "{% render '/etc/passwd' %}",
    "{% layout 'base' %}",
    "{% block x %}{% endblock %}",
  ])("refuses %s with its line", (tag) => {
    const error = refusal(`<p>Hello</p>\n\n${tag}`);
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/^The tag \w+ is not allowed/);
  });

  it("refuses filters outside the allow-list with their line", () => {
    expect(refusal("<p>{{ customer.name }}</p>\n{{ booking | json }}")).toEqual({
      line: 2,
      message: "Unknown filter: json",
    });
    expect(refusal("{{ customer.name | sha256 }}").message).toBe("Unknown filter: sha256");
    expect(refusal("\n\n\n{{ customer.name | nonsense }}").line).toBe(4);
  });

  it("refuses variables the kind does not have, with the line of the first", () => {
    expect(refusal("<p>{{ customer.name }}</p>\n<p>{{ customer.password }}</p>\n{{ secret }}")).toEqual({
      line: 2,
      message: "Unknown variable: customer.password",
    });
    expect(refusal("{{ booking.reference }}\n\n\n{{ delay.message }}")).toEqual({
      line: 4,
      message: "Unknown variable: delay.message",
    });
    expect(validateTemplate("event-delayed", "{{ delay.message }}")).toEqual({ ok: true });
  });

  it("allows loop variables over the kind's lists", () => {
    expect(
      validateTemplate("booking-confirmed", "{% for t in tickets %}{{ t.category }}{% endfor %}"),
    ).toEqual({
      ok: true,
    });
  });

  it("reports a parse error with its line", () => {
    const error = refusal("<p>Hello</p>\n<p>{% if customer.name %}</p>\n<p>again</p>");
    expect(error.line).toBe(2);
    expect(error.message.length).toBeGreaterThan(3);
    expect(refusal("a\nb\n{{ customer.name ").line).toBe(3);
  });

  it("stops a template that loops for ever, cleanly", async () => {
    const loop = "{% for i in (1..100000000) %}{% for j in (1..100000000) %}x{% endfor %}{% endfor %}";
    const started = Date.now();
    await expect(renderParsed(htmlEngine, parseTemplate(htmlEngine, loop), {})).rejects.toBeInstanceOf(
      TemplateRefused,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(previewTemplate("reminder", "EN", { subject: "Hi", body: loop })).rejects.toMatchObject({
      problem: { line: 1 },
    });
  });

  it("stops a long loop over small lists at the render time limit", async () => {
    const list = Array.from({ length: 2000 }, (_, i) => i).join(",");
    const loop = `{% assign xs = "${list}" | split: "," %}{% for a in xs %}{% for b in xs %}{% for c in xs %}{{ c }}{% endfor %}{% endfor %}{% endfor %}`;
    const started = Date.now();
    const refused = renderParsed(htmlEngine, parseTemplate(htmlEngine, loop), {});
    await expect(refused).rejects.toBeInstanceOf(TemplateRefused);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("says which part failed when the subject is wrong", () => {
    expect(validateSubjectAndBody("reminder", { subject: "{{ nope }}", body: "<p>x</p>" })).toEqual({
      ok: false,
      error: { line: 1, message: "Subject: Unknown variable: nope" },
    });
  });
});
