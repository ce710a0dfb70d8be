import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderPage, subscriptionOf, userWith } from "../../components/testing/render-page";
import { useAccess } from "../access/use-access";
import { useHubs } from "./use-hubs";

type Listener = () => void;
const adminListeners = new Map<string, Listener[]>();
vi.mock("socket.io-client", () => ({
  io: (path: string) => {
    const own = path === "/hubs/admin-notifications" ? adminListeners : new Map<string, Listener[]>();
    const socket = {
      on(name: string, listener: Listener) {
        own.set(name, [...(own.get(name) ?? []), listener]);
        return socket;
      },
      connect() {},
      disconnect() {},
      removeAllListeners() {
        own.clear();
      },
    };
    return socket;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  adminListeners.clear();
});

/** What a screen guarded by the staff section would decide, beside the hubs the shell connects. */
function StaffDecision() {
  useHubs();
  const { decision } = useAccess("staff");
  return <div data-testid="decision">{decision ?? "loading"}</div>;
}

describe("UserUpdated and the console's rights", () => {
  it("reads the user again, so guards and menus follow new roles without a reload", async () => {
    let roles: ["ApplicationManager"] | ["ApplicationHost"] = ["ApplicationManager"];
    mockApi({
      "GET /api/user/authenticate/acme/getUser": () => userWith(roles),
      "GET /acme/api/subscriptions/subscription": subscriptionOf("Premium"),
      "GET /api/user/authenticate/refresh": { authenticated: true },
    });
    await renderPage("/acme/settings", "/:tenant/settings", <StaffDecision />);
    await waitFor(() => expect(screen.getByTestId("decision")).toHaveTextContent("allowed"));
    roles = ["ApplicationHost"];
    act(() => {
      for (const listener of adminListeners.get("UserUpdated") ?? []) listener();
    });
    await waitFor(() => expect(screen.getByTestId("decision")).toHaveTextContent("notAuthorized"));
  });
});
