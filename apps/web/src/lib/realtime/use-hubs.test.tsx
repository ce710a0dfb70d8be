import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCall } from "../http/client";
import { getHubStates } from "./hub-state-store";
import { useHubs } from "./use-hubs";

class FakeSocket {
  readonly listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  connects = 0;
  disconnects = 0;
  constructor(
    readonly path: string,
    readonly options: Record<string, unknown>,
  ) {}
  on(name: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    return this;
  }
  connect() {
    this.connects += 1;
  }
  disconnect() {
    this.disconnects += 1;
  }
  removeAllListeners() {
    this.listeners.clear();
  }
  fire(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener();
  }
}

const sockets: FakeSocket[] = [];
vi.mock("socket.io-client", () => ({
  io: (path: string, options: Record<string, unknown>) => {
    const socket = new FakeSocket(path, options);
    sockets.push(socket);
    return socket;
  },
}));
vi.mock("../http/client", () => ({ apiCall: vi.fn(() => Promise.resolve({ authenticated: true })) }));

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(["currentUser", "__notset__"], { id: "user-1" });
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useHubs(), { wrapper });
  const hub = (path: string) => sockets.find((s) => s.path === path)!;
  return { queryClient, invalidate, admin: hub("/hubs/admin-notifications"), terms: hub("/hubs/user-terms") };
}

afterEach(() => {
  sockets.length = 0;
  vi.mocked(apiCall).mockClear();
});

describe("useHubs", () => {
  it("connects both hubs over WebSocket only, with its own reconnection", () => {
    const { admin, terms } = setup();
    for (const socket of [admin, terms]) {
      expect(socket.options).toMatchObject({ transports: ["websocket"], reconnection: false });
      expect(socket.connects).toBe(1);
    }
    act(() => admin.fire("connect"));
    expect(getHubStates().adminNotifications).toBe("connected");
    expect(getHubStates().userTerms).toBe("connecting");
  });

  it("on UserUpdated refreshes the sign-in, then reloads the user and projects", async () => {
    const { admin, invalidate } = setup();
    act(() => admin.fire("UserUpdated"));
    expect(apiCall).toHaveBeenCalledWith("/user/authenticate/refresh", { noTenant: true });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ["currentUser"] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["projects"] });
  });

  it("on TermsUpdated refetches terms acceptance, and on a lost hub refreshes the sign-in", () => {
    const { terms, invalidate } = setup();
    act(() => terms.fire("TermsUpdated"));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["userTerms"] });
    act(() => terms.fire("connect"));
    act(() => terms.fire("disconnect"));
    expect(apiCall).toHaveBeenCalledWith("/user/authenticate/refresh", { noTenant: true });
    expect(getHubStates().userTerms).toBe("reconnecting");
  });

  it("on UserDeleted reloads the page", () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, "location", { configurable: true, value: { ...original, reload } });
    try {
      const { admin } = setup();
      act(() => admin.fire("UserDeleted"));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, "location", { configurable: true, value: original });
    }
  });

  it("disconnects when the user signs out", async () => {
    const { queryClient, admin, terms } = setup();
    act(() => queryClient.setQueryData(["currentUser", "__notset__"], null));
    await waitFor(() => expect(admin.disconnects).toBe(1));
    expect(terms.disconnects).toBe(1);
    expect(getHubStates()).toEqual({ adminNotifications: "disconnected", userTerms: "disconnected" });
  });
});
