import { describe, expect, it } from "vitest";
import { scriptOrigin } from "./script-origin";

/** A page of the company's site, parsed rather than opened, so the test DOM loads none of its scripts. */
function companyPage(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, "text/html");
}

describe("scriptOrigin", () => {
  it("is the origin the widget script was loaded from", () => {
    const page = companyPage('<script src="https://book.example/widget.js?v=2" async></script>');
    expect(scriptOrigin(page)).toBe("https://book.example");
  });

  it("is the page's own origin for a copy the company bundled into its own scripts", () => {
    expect(document.querySelector("script")).toBeNull();
    expect(scriptOrigin(document)).toBe("http://localhost:3000");
  });

  it("ignores other scripts of the page", () => {
    const page = companyPage(
      '<script src="https://cdn.example/analytics.js"></script><script src="https://book.example/widget.js"></script>',
    );
    expect(scriptOrigin(page)).toBe("https://book.example");
  });
});
