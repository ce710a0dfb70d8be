import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hubPaths } from "@stund/shared/contracts/realtime";
import { connectHub } from "../realtime/hub-client";
import { HttpSession, spawnServer, type SpawnedServer } from "../support/server-process";
import { logLines } from "./log-lines";

const dataDir = mkdtempSync(path.join(tmpdir(), "stund-drain-"));
let server: SpawnedServer | undefined;
afterAll(() => {
  server?.signal("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** Collects what arrives on a socket until it closes. */
function received(socket: net.Socket): Promise<string> {
  let text = "";
  socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
  return new Promise((resolve) => socket.once("close", () => resolve(text)));
}

describe("SIGTERM", () => {
  it("lets a request in flight finish, refuses new connections, closes the hubs, then exits 0 within 10 s", async () => {
    server = await spawnServer({ DATA_DIR: dataDir, JOB_INTERVAL_SECONDS: "1", LOG_LEVEL: "info" });
    await server.healthy();
    const { port, url } = server;
    // A signed-in console with a hub open: its WebSocket must not hold the drain up.
    const reader = new HttpSession(url);
    await reader.signUp("reader@example.com", "Reader");
    const hub = await connectHub(url, hubPaths.userTerms, { cookie: reader.cookie });
    const hubClosed = new Promise<string>((resolve) => hub.once("disconnect", (reason) => resolve(reason)));
    const body = JSON.stringify({
      email: "drain@example.com",
      password: "correct horse battery",
      name: "Drain",
    });
    const head = [
      "POST /api/user/authenticate/signup HTTP/1.1",
      `host: 127.0.0.1:${port}`,
      `origin: ${url}`,
      "x-stund-request: 1",
      "content-type: application/json",
      `content-length: ${Buffer.byteLength(body)}`,
    ].join("\r\n");
    // A slow client: the headers and half the body now, the rest once the server is draining.
    const socket = net.connect(port, "127.0.0.1");
    const answer = received(socket);
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(`${head}\r\n\r\n${body.slice(0, 20)}`);
    const logged = (message: string) => logLines(server!.output()).some((line) => line.msg === message);
    // The server has read this connection's headers: its request is in flight.
    const inFlight = () =>
      logLines(server!.output()).some(
        (line) =>
          line.msg === "incoming request" &&
          (line.req as { remotePort: number }).remotePort === socket.localPort,
      );
    await expect.poll(inFlight, { timeout: 10_000 }).toBe(true);

    const signalled = performance.now();
    server.signal("SIGTERM");
    await expect.poll(() => logged("SIGTERM: draining"), { timeout: 5000 }).toBe(true);
    // The listening socket closes while the request is still in flight.
    await expect
      .poll(
        () =>
          fetch(`${url}/health`).then(
            () => "answered",
            () => "refused",
          ),
        { timeout: 5000 },
      )
      .toBe("refused");
    expect(server.output(), server.output()).not.toContain("drained; exiting");

    socket.write(body.slice(20));
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(response.toLowerCase()).toContain("connection: close");

    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(performance.now() - signalled).toBeLessThan(10_000);
    expect(logged("drained; exiting")).toBe(true);
    expect(await hubClosed).toEqual(expect.any(String));
    hub.close();
  }, 90_000);
});
