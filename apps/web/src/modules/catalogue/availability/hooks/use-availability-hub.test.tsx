import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAvailabilityHub, watchAnswerMs } from "./use-availability-hub";

type Ack = (error: Error | null, answer?: unknown) => void;

class FakeSocket {
  readonly listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  readonly emitted: [string, unknown][] = [];
  /** The acknowledgements the hook waits for, with the timeout it asked for. */
  readonly acks: { timeoutMs: number; ack: Ack }[] = [];
  connects = 0;
  disconnects = 0;
  connected = false;
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
  timeout(timeoutMs: number) {
    return {
      emit: (name: string, payload: unknown, ack: Ack) => {
        this.emit(name, payload);
        this.acks.push({ timeoutMs, ack });
      },
    };
  }
  connect() {
    this.connects += 1;
  }
  disconnect() {
    this.disconnects += 1;
    if (!this.connected) return;
    this.connected = false;
    this.fire("disconnect");
  }
  /** The server accepted the connection. */
  open() {
    this.connected = true;
    this.fire("connect");
  }
  /** The server answers the last watch. */
  answer(answer: unknown) {
    this.acks.at(-1)!.ack(null, answer);
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

/** Runs a test on fake timers, so the retry schedule's delays pass at once. */
function withFakeTimers(test: () => void) {
  vi.useFakeTimers();
  try {
    test();
  } finally {
    vi.useRealTimers();
  }
}

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

  it("watches the page's project once connected, and is live once the hub answers", () => {
    const { socket, hook, invalidate } = setup();
    act(() => socket.open());
    expect(socket.emitted).toEqual([["watch", { tenant: "acme", project: "glacier" }]]);
    expect(socket.acks[0]!.timeoutMs).toBe(watchAnswerMs);
    expect(hook.result.current).toBe("connecting");
    expect(invalidate).not.toHaveBeenCalled();

    act(() => socket.answer({ ok: true, projectId: "p1" }));
    expect(hook.result.current).toBe("connected");
    // A change made while the page loaded, before the socket joined the room, was never told.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["events", "acme", "glacier"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["projectHome", "acme", "glacier"] });
  });

  it("refetches the project's events and home summary on AvailabilityChanged", () => {
    const { socket, invalidate } = setup();
    act(() => socket.open());
    act(() => socket.answer({ ok: true, projectId: "p1" }));
    invalidate.mockClear();
    act(() => socket.fire("AvailabilityChanged", { projectId: "p1", eventIds: ["e1"] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["events", "acme", "glacier"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["projectHome", "acme", "glacier"] });
  });

  it("drops the connection and tries again when the watch is refused or not answered", () =>
    withFakeTimers(() => {
      const { socket, hook } = setup();
      act(() => socket.open());
      act(() => socket.answer({ ok: false, title: "Project not found" }));
      expect(socket.disconnects).toBe(1);
      expect(hook.result.current).toBe("reconnecting");

      act(() => vi.advanceTimersByTime(0));
      expect(socket.connects).toBe(2);
      act(() => socket.open());
      act(() => socket.acks.at(-1)!.ack(new Error("operation has timed out")));
      expect(socket.disconnects).toBe(2);
      expect(hook.result.current).toBe("reconnecting");
    }));

  it("ignores a late answer to an earlier connection's watch", () =>
    withFakeTimers(() => {
      const { socket, hook } = setup();
      act(() => socket.open());
      const first = socket.acks[0]!.ack;
      act(() => socket.disconnect());
      act(() => vi.advanceTimersByTime(0));
      act(() => socket.open());
      act(() => first(new Error("operation has timed out")));
      expect(socket.disconnects).toBe(1);
      act(() => socket.answer({ ok: true, projectId: "p1" }));
      expect(hook.result.current).toBe("connected");
    }));

  it("retries after a lost connection and refetches once watching again", () =>
    withFakeTimers(() => {
      const { socket, invalidate, hook } = setup();
      act(() => socket.open());
      act(() => socket.answer({ ok: true, projectId: "p1" }));
      invalidate.mockClear();
      act(() => socket.fire("disconnect"));
      expect(hook.result.current).toBe("reconnecting");
      act(() => vi.advanceTimersByTime(0));
      expect(socket.connects).toBe(2);
      act(() => socket.open());
      expect(socket.emitted).toHaveLength(2);
      expect(invalidate).not.toHaveBeenCalled();
      act(() => socket.answer({ ok: true, projectId: "p1" }));
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ["events", "acme", "glacier"] });
    }));

  it("disconnects when the page closes", () => {
    const { socket, hook } = setup();
    hook.unmount();
    expect(socket.disconnects).toBe(1);
    expect(socket.listeners.size).toBe(0);
  });
});
