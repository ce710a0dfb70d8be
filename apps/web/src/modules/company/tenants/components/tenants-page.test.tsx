import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentTenantKey } from "../../../../lib/http/route-context";
import { mockFetch } from "../../../../components/testing/mock-fetch";
import { renderRoute } from "../../../../components/testing/render-route";
import { TenantsPage } from "./tenants-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = (tenants: unknown[]) => ({
  "GET /api/user/authenticate/__notset__/getUser": {
    body: { id: "u1", email: "a@example.com", name: "Anna", tenants },
  },
});

describe("TenantsPage", () => {
  it("offers to create a company when the user has none", async () => {
    mockFetch(user([]));
    await renderRoute(<TenantsPage />, { path: "/tenants" });
    expect(await screen.findByTestId("empty-state")).toHaveTextContent("No companies yet");
    expect(screen.getByRole("link", { name: "Create a new company" })).toHaveAttribute("href", "/onboarding");
  });

  it("lists the user's companies and remembers the one chosen", async () => {
    mockFetch(
      user([
        { id: "1", identifier: "glacier", name: "Glacier Tours", isActivated: true, roles: ["Owner"] },
        {
          id: "2",
          identifier: "whales",
          name: "Whale Watching",
          isActivated: true,
          roles: ["ApplicationHost"],
        },
      ]),
    );
    await renderRoute(<TenantsPage />, { path: "/tenants" });
    const cards = await screen.findAllByTestId("tenant-card");
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveAttribute("href", "/whales/projects");
    fireEvent.click(cards[1]!);
    await waitFor(() => expect(localStorage.getItem(currentTenantKey)).toBe("whales"));
  });
});
