import { describe, expect, it } from "vitest";
import { siteAssetsOf } from "./site-renderer";

describe("the customer pages' built files", () => {
  it("names the entry, the chunks it imports, every style sheet they bring, and the loader", () => {
    const assets = siteAssetsOf({
      "src/site/entry-client.tsx": {
        file: "assets/site-1.js",
        css: ["assets/site-1.css"],
        imports: ["_react.js", "_money.js"],
      },
      "_react.js": { file: "assets/react-2.js" },
      "_money.js": { file: "assets/money-3.js", imports: ["_react.js"], css: ["assets/money-3.css"] },
      "src/site/site-loader.ts": { file: "assets/site-loader-4.js" },
      "index.html": { file: "assets/console-5.js", imports: ["_mantine.js"] },
      "_mantine.js": { file: "assets/mantine-6.js" },
    });
    expect(assets).toEqual({
      scripts: ["/assets/site-1.js"],
      styles: ["/assets/site-1.css", "/assets/money-3.css"],
      preloads: ["/assets/react-2.js", "/assets/money-3.js"],
      loader: "/assets/site-loader-4.js",
    });
  });

  it("is empty without a build of the customer entry", () => {
    expect(siteAssetsOf({})).toEqual({ scripts: [], styles: [], preloads: [] });
  });
});
