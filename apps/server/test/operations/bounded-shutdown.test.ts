import { describe, expect, it, vi } from "vitest";
import { boundedShutdown } from "../../src/operations/bounded-shutdown";

function harness(stop: () => Promise<void>) {
  const exits: number[] = [];
  const lines: string[] = [];
  const log = {
    info: vi.fn((_: unknown, msg: string) => lines.push(msg)),
    error: vi.fn((_: unknown, msg: string) => lines.push(msg)),
  };
  const shutdown = boundedShutdown({
    log: log as never,
    stop,
    withinMs: 50,
    exit: (code) => exits.push(code),
  });
  return { shutdown, exits, lines };
}

describe("the bounded shutdown", () => {
  it("exits 0 once the work has stopped, and runs once however many signals come", async () => {
    const stop = vi.fn(async () => undefined);
    const { shutdown, exits } = harness(stop);
    shutdown("SIGTERM");
    shutdown("SIGINT");
    await vi.waitFor(() => expect(exits).toEqual([0]));
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it("exits 1 with a line saying so when the work hangs past the limit", async () => {
    const { shutdown, exits, lines } = harness(() => new Promise(() => undefined));
    shutdown("SIGTERM");
    await vi.waitFor(() => expect(exits).toEqual([1]));
    expect(lines).toContain("shutdown did not finish within 0.05 s; exiting anyway");
  });

  it("exits 1 when stopping fails", async () => {
    const { shutdown, exits, lines } = harness(async () => {
      throw new Error("pool would not close");
    });
    shutdown("SIGTERM");
    await vi.waitFor(() => expect(exits).toEqual([1]));
    expect(lines).toContain("shutdown failed");
  });
});
