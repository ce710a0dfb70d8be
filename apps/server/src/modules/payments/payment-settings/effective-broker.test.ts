import { describe, expect, it } from "vitest";
import { effectiveBroker } from "./effective-broker";

describe("the broker in force", () => {
  it("is Sandbox for a company that never chose, where the server allows it, else None", () => {
    expect(effectiveBroker("None", undefined, true)).toBe("Sandbox");
    expect(effectiveBroker("None", undefined, false)).toBe("None");
    expect(effectiveBroker("None", "Sandbox", false)).toBe("None");
  });

  it("keeps an explicit None and a stored Sandbox", () => {
    expect(effectiveBroker("None", "None", true)).toBe("None");
    expect(effectiveBroker("None", "Sandbox", true)).toBe("Sandbox");
  });

  it("follows the tenant settings when they were changed elsewhere", () => {
    expect(effectiveBroker("Teya", "Rapyd", true)).toBe("Teya");
    expect(effectiveBroker("Straumur", undefined, true)).toBe("Straumur");
    expect(effectiveBroker("Rapyd", "Sandbox", true)).toBe("Rapyd");
    expect(effectiveBroker("None", "Rapyd", true)).toBe("None");
  });

  it("treats an unknown stored value as no choice", () => {
    expect(effectiveBroker("None", "Borgun", true)).toBe("Sandbox");
  });
});
