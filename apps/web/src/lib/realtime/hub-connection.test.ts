import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HubConnectionState } from "@stund/shared/contracts/realtime";
import { HubConnection } from "./hub-connection";
import { getHubStates, setHubState, subscribeHubStates } from "./hub-state-store";

function harness() {
  const states: HubConnectionState[] = [];
  const open = vi.fn();
  const close = vi.fn();
  const onDisconnected = vi.fn();
  const connection = new HubConnection({ open, close, onDisconnected, onStateChange: (s) => states.push(s) });
  return { connection, states, open, close, onDisconnected };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("hub reconnect schedule", () => {
  it("retries at once, then after 2 s, 10 s and 30 s, then stops", () => {
    const { connection, states, open } = harness();
    connection.start();
    expect(open).toHaveBeenCalledTimes(1);
    connection.connected();
    connection.disconnected();
    expect(states.slice(-1)).toEqual(["reconnecting"]);

    vi.advanceTimersByTime(0);
    expect(open).toHaveBeenCalledTimes(2);
    connection.failed();

    vi.advanceTimersByTime(1_999);
    expect(open).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(3);
    connection.failed();

    vi.advanceTimersByTime(9_999);
    expect(open).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(4);
    connection.failed();

    vi.advanceTimersByTime(29_999);
    expect(open).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(5);
    connection.failed();

    expect(states.at(-1)).toBe("disconnected");
    vi.advanceTimersByTime(10 * 60_000);
    expect(open).toHaveBeenCalledTimes(5);
  });

  it("starts the schedule over after a successful reconnect", () => {
    const { connection, open } = harness();
    connection.start();
    connection.connected();
    connection.disconnected();
    vi.advanceTimersByTime(0);
    connection.failed();
    vi.advanceTimersByTime(2_000);
    expect(open).toHaveBeenCalledTimes(3);
    connection.connected();

    connection.disconnected();
    vi.advanceTimersByTime(0);
    expect(open).toHaveBeenCalledTimes(4);
  });

  it("refreshes the sign-in on every lost connection, not on a failed attempt", () => {
    const { connection, onDisconnected } = harness();
    connection.start();
    connection.failed();
    expect(onDisconnected).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    connection.connected();
    connection.disconnected();
    vi.advanceTimersByTime(0);
    connection.connected();
    connection.disconnected();
    expect(onDisconnected).toHaveBeenCalledTimes(2);
  });

  it("reports its states and cancels a pending retry when stopped", () => {
    const { connection, states, open, close } = harness();
    connection.start();
    connection.connected();
    connection.disconnected();
    connection.stop();
    vi.advanceTimersByTime(60_000);
    expect(open).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(states).toEqual(["connecting", "connected", "reconnecting", "disconnecting", "disconnected"]);
    connection.disconnected();
    expect(states.at(-1)).toBe("disconnected");
  });
});

describe("hub state store", () => {
  it("notifies subscribers of a change only", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeHubStates(listener);
    setHubState("userTerms", "connecting");
    setHubState("userTerms", "connecting");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getHubStates()).toEqual({ adminNotifications: "disconnected", userTerms: "connecting" });
    unsubscribe();
    setHubState("userTerms", "disconnected");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
