import { afterEach, describe, expect, it, vi } from "vitest";
import { leaveForPayment } from "./leave-for-payment";

const paymentUrl = "https://pay.example/checkout/abc";

/** A top window on another site: it may be sent elsewhere, or may refuse, as browsers decide. */
function topWindow(refuses = false) {
  const visited: string[] = [];
  const location = {
    set href(url: string) {
      if (refuses) throw new DOMException("Not allowed to navigate the top window", "SecurityError");
      visited.push(url);
    },
  };
  vi.spyOn(window, "top", "get").mockReturnValue({ location } as unknown as Window);
  return visited;
}

afterEach(() => vi.restoreAllMocks());

describe("leaveForPayment", () => {
  it("goes to the payment page in this window when the storefront is its own page", () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const visited = topWindow();
    leaveForPayment(paymentUrl, false);
    expect(assign).toHaveBeenCalledWith(paymentUrl);
    expect(visited).toEqual([]);
  });

  it("takes the whole window to the payment page when embedded", () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const visited = topWindow();
    leaveForPayment(paymentUrl, true);
    expect(visited).toEqual([paymentUrl]);
    expect(open).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("opens the payment page in a new tab, cut off from this page, when the top window refuses", () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(tab);
    topWindow(true);
    leaveForPayment(paymentUrl, true);
    expect(open).toHaveBeenCalledWith(paymentUrl, "_blank");
    expect(tab.opener).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("goes there in the frame itself when new tabs are blocked as well", () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    vi.spyOn(window, "open").mockReturnValue(null);
    topWindow(true);
    leaveForPayment(paymentUrl, true);
    expect(assign).toHaveBeenCalledWith(paymentUrl);
  });

  it("counts as embedded by default only inside a frame", () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    vi.spyOn(window, "open").mockReturnValue(null);
    leaveForPayment(paymentUrl);
    expect(assign).toHaveBeenCalledWith(paymentUrl);

    assign.mockClear();
    const visited = topWindow();
    leaveForPayment(paymentUrl);
    expect(visited).toEqual([paymentUrl]);
    expect(assign).not.toHaveBeenCalled();
  });
});
