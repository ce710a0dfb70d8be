import { describe, expect, it } from "vitest";
import { ApiError } from "../../../../lib/http/api-error";
import { refusedCancel } from "./refused-cancel";

const refused = (status: number, title: string, errors?: Record<string, string[]>) =>
  refusedCancel(new ApiError(status, { status, title, errors }));

describe("refusedCancel", () => {
  it("puts a wrong email address at the field and names each conflict", () => {
    expect(refused(400, "Check the email address", { email: ["Enter the email address"] })).toEqual({
      kind: "email",
    });
    expect(refused(409, "This booking is already cancelled")).toEqual({ kind: "other", reason: "cancelled" });
    expect(refused(409, "This booking can no longer be cancelled online")).toEqual({
      kind: "other",
      reason: "tooLate",
    });
    expect(refused(409, "Contact Norður Ferðir ehf. to cancel this booking")).toEqual({
      kind: "other",
      reason: "contact",
    });
  });
  it("knows each conflict when the server answers in Icelandic", () => {
    expect(refused(409, "Þessi bókun hefur þegar verið afbókuð")).toEqual({
      kind: "other",
      reason: "cancelled",
    });
    expect(refused(409, "Ekki er lengur hægt að afbóka þessa bókun á netinu")).toEqual({
      kind: "other",
      reason: "tooLate",
    });
    expect(refused(409, "Hafðu samband við Norður Ferðir ehf. til að afbóka þessa bókun.")).toEqual({
      kind: "other",
      reason: "contact",
    });
  });
  it("says anything else went wrong, and asks to wait after too many tries", () => {
    expect(refused(409, "A request with this Idempotency-Key is still being processed")).toEqual({
      kind: "other",
      reason: "unknown",
    });
    expect(refused(429, "Too many requests: try again in 30 s")).toEqual({
      kind: "other",
      reason: "tooMany",
    });
    expect(refused(400, "email: Required")).toEqual({ kind: "other", reason: "unknown" });
    expect(refusedCancel(new TypeError("Failed to fetch"))).toEqual({ kind: "other", reason: "unknown" });
  });
});
