import { describe, expect, it } from "vitest";
import { layoutColumns, layoutFrom } from "./layout";

describe("widget layouts", () => {
  it("reads the layout of the frame's address, Auto otherwise", () => {
    expect(layoutFrom("?embed=1&layout=TwoColumns")).toBe("TwoColumns");
    expect(layoutFrom("?embed=1&layout=Single&lang=is")).toBe("Single");
    expect(layoutFrom("?embed=1&layout=Grid")).toBe("Auto");
    expect(layoutFrom("")).toBe("Auto");
  });

  it("gives each layout its own columns", () => {
    expect(layoutColumns.Single.experiences).toEqual({ base: 1 });
    expect(layoutColumns.TwoColumns.checkout).toEqual({ base: 1, xs: 2 });
    expect(layoutColumns.Auto.experiences.md).toBe(3);
    expect(new Set(Object.values(layoutColumns).map((c) => JSON.stringify(c))).size).toBe(3);
  });
});
