import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWidget } from "./build-widget";

/** The most widget.js may weigh minified and gzipped: it loads on every page of a company's site. */
const sizeBudgetBytes = 6 * 1024;

let outDir = "";
let code = "";

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), "stund-widget-"));
  code = await readFile(await buildWidget(outDir), "utf8");
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** A company's page on its own site that includes the built script from our host, as a browser would. */
async function companyPage(body: string) {
  const errors: unknown[] = [];
  const pageConsole = { ...console, error: (...args: unknown[]) => errors.push(args), warn: () => undefined };
  const window = new Window({
    url: "https://www.acme-tours.example/tours",
    console: pageConsole as Console,
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
      fetch: { virtualServers: [{ url: "https://book.example/", directory: outDir }] },
    },
  });
  window.document.write(`<!doctype html><html lang="en"><body>${body}</body></html>`);
  await window.happyDOM.waitUntilComplete();
  return { window, errors };
}

describe("widget.js build", () => {
  it(`stays under ${sizeBudgetBytes} bytes minified and gzipped`, () => {
    const gzipped = gzipSync(code, { level: 9 }).byteLength;
    expect(gzipped).toBeGreaterThan(500);
    expect(gzipped).toBeLessThan(sizeBudgetBytes);
  });

  it("is one self-running file that imports nothing and leaves one global behind", () => {
    expect(code).not.toMatch(/\bimport\s*[({"']|\brequire\(|export\s*\{/);
    expect(code.trim()).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);?$/);
  });

  it("draws a company's widgets from the host it was loaded from", async () => {
    const { window } = await companyPage(`
      <div data-stund-widget data-tenant="acme" data-placement="EventDetail" data-experience="glacier-walk" data-language="IS"></div>
      <div data-stund-widget data-tenant="acme" data-placement="Button" data-experience="glacier-walk" data-label="Book now"></div>
      <script src="https://book.example/widget.js" async></script>`);
    const frame = window.document.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(
      "https://book.example/acme/storefront/glacier-walk?embed=1&lang=is&layout=Auto",
    );
    expect(window.document.querySelector(".stund-widget-button")?.textContent).toBe("Book now");
    expect(typeof (window as unknown as { StundWidget?: { mount?: unknown } }).StundWidget?.mount).toBe(
      "function",
    );
    await window.happyDOM.close();
  });
});
