import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAvailabilityHub } from "./use-availability-hub";

class FakeSocket {
  readonly listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  readonly emitted: [string, unknown][] = [];
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
  emit(name: string, payload: unknown) {
    this.emitted.push([name, payload]);
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
  fire(name: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(name) ?? []) listener(...args);
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

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/acme/glacier/availability"]}>
        <Routes>
          <Route path="/:tenant/:project/availability" element={children} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useAvailabilityHub(), { wrapper });
  return { hook, invalidate, socket: sockets.at(-1)! };
}

afterEach(() => {
  sockets.length = 0;
});

describe("useAvailabilityHub", () => {
  it("connects to the availability namespace with the console's hub options", () => {
    const { socket, hook } = setup();
    expect(socket.path).toBe("/hubs/availability");
    expect(socket.options).toMatchObject({
      transports: ["websocket"],
      reconnection: false,
      withCredentials: true,
    });
    expect(socket.connects).toBe(1);
    expect(hook.result.current).toBe("connecting");
  });

  it("watches the page's project once connected", () => {
    const { socket, hook } = setup();
    act(() => socket.fire("connect"));
    expect(socket.emitted).toEqual([["watch", { tenant: "acme", project: "glacier" }]]);
    expect(hook.result.current).toBe("connected");
  });

  it("refetches the project's events and home summary on AvailabilityChanged", () => {
    const { socket, invalidate } = setup();
    act(() => socket.fire("connect"));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => socket.fire("AvailabilityChanged", { projectId: "p1", eventIds: ["e1"] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["events", "acme", "glacier"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["projectHome", "acme", "glacier"] });
  });

  it("retries after a lost connection and refetches once back", () => {
    vi.useFakeTimers();
    try {
      const { socket, invalidate, hook } = setup();
      act(() => socket.fire("connect"));
      act(() => socket.fire("disconnect"));
      expect(hook.result.current).toBe("reconnecting");
      act(() => vi.advanceTimersByTime(0));
      expect(socket.connects).toBe(2);
      act(() => socket.fire("connect"));
      expect(socket.emitted).toHaveLength(2);
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ["events", "acme", "glacier"] });
    } finally {
      vi.useRealTimers();
    }
  });

  it("disconnects when the page closes", () => {
    const { socket, hook } = setup();
    hook.unmount();
    expect(socket.disconnects).toBe(1);
    expect(socket.listeners.size).toBe(0);
  });
});
