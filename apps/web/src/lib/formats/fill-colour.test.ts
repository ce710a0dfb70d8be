import { describe, expect, it } from "vitest";
import { fillColour, seatsLabel, takenPercent, type FillInput } from "./fill-colour";

const active = (sold: number, held: number, capacity: number): FillInput => ({
  status: "Active",
  delayStatus: null,
  capacity,
  sold,
  held,
});

describe("fillColour", () => {
  it("is Green while less than 70 % of the seats are taken", () => {
    expect(fillColour(active(0, 0, 20))).toBe("Green");
    expect(fillColour(active(10, 3, 20))).toBe("Green");
  });

  it("is Orange from 70 % taken, counting held seats", () => {
    expect(fillColour(active(14, 0, 20))).toBe("Orange");
    expect(fillColour(active(7, 7, 20))).toBe("Orange");
    expect(fillColour(active(19, 0, 20))).toBe("Orange");
  });

  it("is Red when full, over-booked or without capacity", () => {
    expect(fillColour(active(20, 0, 20))).toBe("Red");
    expect(fillColour(active(18, 4, 20))).toBe("Red");
    expect(fillColour(active(0, 0, 0))).toBe("Red");
  });

  it("is Red when closed, cancelled or deleted, whatever the fill", () => {
    for (const status of ["Closed", "Cancelled", "Deleted"] as const) {
      expect(fillColour({ ...active(1, 0, 20), status })).toBe("Red");
    }
  });

  it("is Blue when delayed or a delay is pending", () => {
    expect(fillColour({ ...active(1, 0, 20), status: "Delayed" })).toBe("Blue");
    expect(fillColour({ ...active(20, 0, 20), delayStatus: "Pending" })).toBe("Blue");
    expect(fillColour({ ...active(1, 0, 20), delayStatus: "Active" })).toBe("Green");
    expect(fillColour({ ...active(1, 0, 20), status: "Cancelled", delayStatus: "Delayed" })).toBe("Red");
  });
});

describe("fill helpers", () => {
  it("gives the taken share for a progress bar, capped at 100", () => {
    expect(takenPercent(active(7, 2, 20))).toBe(45);
    expect(takenPercent(active(25, 0, 20))).toBe(100);
    expect(takenPercent(active(0, 0, 0))).toBe(0);
    expect(takenPercent(active(1, 0, 0))).toBe(100);
  });

  it("writes seats as sold+held/capacity", () => {
    expect(seatsLabel(active(7, 2, 20))).toBe("7+2/20");
  });
});
