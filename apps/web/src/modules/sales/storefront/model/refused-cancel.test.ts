import { describe, expect, it, vi } from "vitest";
import type { PublicCancelRefusal } from "@stund/shared/contracts/bookings/public";
import { ApiError } from "../../../../lib/http/api-error";
import { cancellation } from "../testing/storefront-fixtures";
import { reasonOfRefusal, refusedCancel } from "./refused-cancel";

const apiError = (status: number, title: string, errors?: Record<string, string[]>) =>
  new ApiError(status, { status, title, errors });

/** A re-read of the booking whose cancellation gives `refusal`. */
const rereadWith = (refusal: PublicCancelRefusal | null) =>
  vi.fn(async () => ({ cancellation: cancellation({ allowed: refusal === null, refusal }) }));

const notAsked = () => vi.fn(() => Promise.reject(new Error("the booking is not read again")));

describe("refusedCancel", () => {
  it("puts a wrong email address at the field without reading the booking again", async () => {
    const reread = notAsked();
    expect(
      await refusedCancel(
        apiError(400, "Check the email address", { email: ["Enter the email address"] }),
        reread,
      ),
    ).toEqual({ kind: "email" });
    expect(await refusedCancel(apiError(400, "email: Required"), reread)).toEqual({
      kind: "other",
      reason: "unknown",
    });
    expect(reread).not.toHaveBeenCalled();
  });

  it("reads the booking again after a conflict and gives its reason, whatever the title's language", async () => {
    const title = "Þessi bókun hefur þegar verið afbókuð";
    const cancelled = rereadWith("Cancelled");
    expect(await refusedCancel(apiError(409, title), cancelled)).toEqual({
      kind: "other",
      reason: "cancelled",
    });
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(await refusedCancel(apiError(409, "any"), rereadWith("Started"))).toEqual({
      kind: "other",
      reason: "tooLate",
    });
    expect(await refusedCancel(apiError(409, "any"), rereadWith("NotLive"))).toEqual({
      kind: "other",
      reason: "tooLate",
    });
    expect(await refusedCancel(apiError(409, "any"), rereadWith("ContactCompany"))).toEqual({
      kind: "other",
      reason: "contact",
    });
  });

  it("calls a conflict the booking does not explain, or a failed re-read, unknown", async () => {
    const stillRunning = "A request with this Idempotency-Key is still being processed";
    expect(await refusedCancel(apiError(409, stillRunning), rereadWith(null))).toEqual({
      kind: "other",
      reason: "unknown",
    });
    expect(
      await refusedCancel(apiError(409, "any"), () => Promise.reject(new TypeError("Failed to fetch"))),
    ).toEqual({ kind: "other", reason: "unknown" });
  });

  it("asks to wait after too many tries and says anything else went wrong", async () => {
    const reread = notAsked();
    expect(await refusedCancel(apiError(429, "Too many requests: try again in 30 s"), reread)).toEqual({
      kind: "other",
      reason: "tooMany",
    });
    expect(await refusedCancel(apiError(500, "Internal error"), reread)).toEqual({
      kind: "other",
      reason: "unknown",
    });
    expect(await refusedCancel(new TypeError("Failed to fetch"), reread)).toEqual({
      kind: "other",
      reason: "unknown",
    });
    expect(reread).not.toHaveBeenCalled();
  });
});

describe("reasonOfRefusal", () => {
  it("names each refusal the booking's view gives", () => {
    expect(reasonOfRefusal("Cancelled")).toBe("cancelled");
    expect(reasonOfRefusal("Started")).toBe("tooLate");
    expect(reasonOfRefusal("NotLive")).toBe("tooLate");
    expect(reasonOfRefusal("ContactCompany")).toBe("contact");
    expect(reasonOfRefusal(null)).toBe("unknown");
  });
});
