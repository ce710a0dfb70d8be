import { afterEach, describe, expect, it, vi } from "vitest";
import { localStore, sessionStore } from "./browser-storage";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe("browser storage", () => {
  it("keeps values where the browser allows it", () => {
    localStore.set("stund.test", "IS");
    expect(localStore.get("stund.test")).toBe("IS");
    localStore.remove("stund.test");
    expect(localStore.get("stund.test")).toBeNull();
    sessionStore.set("stund.synced", "1");
    expect(sessionStorage.getItem("stund.synced")).toBe("1");
  });

  it("does not throw where the browser denies storage, as in a frame on another site", () => {
    // Such a browser throws as soon as the page touches window.localStorage.
    const denied = () => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    };
    const names = ["localStorage", "sessionStorage"] as const;
    const originals = names.map((name) => Object.getOwnPropertyDescriptor(window, name));
    for (const name of names) Object.defineProperty(window, name, { get: denied, configurable: true });
    try {
      expect(() => localStore.set("stund.test", "EN")).not.toThrow();
      expect(localStore.get("stund.test")).toBeNull();
      expect(() => localStore.remove("stund.test")).not.toThrow();
      expect(sessionStore.get("stund.synced")).toBeNull();
    } finally {
      names.forEach((name, i) => {
        const original = originals[i];
        if (original) Object.defineProperty(window, name, original);
      });
    }
    expect(() => window.localStorage.getItem("x")).not.toThrow();
  });
});
