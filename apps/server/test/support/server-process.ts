import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  output(): string;
  /** SIGTERM by default (forced after 10 s); SIGKILL to simulate a crash. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnedServer {
  url: string;
  port: number;
  pid: number;
  output(): string;
  /** Resolves when the process has exited, with how. */
  exited: Promise<Exit>;
  /** Waits for /health (or for the process to exit first, which rejects). */
  healthy(timeoutMs?: number): Promise<void>;
  signal(signal: NodeJS.Signals): void;
}

/**
 * Runs src/main.ts through tsx in a process of its own (as `npx tsx` would, without the npm
 * wrapper process, so that stopping it stops the server), keeping every line of its output.
 */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  let log = "";
  // SERVER_NODE_ARGS: more flags for node, such as --cpu-prof to profile the server under load.
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "src/main.ts"], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  return {
    url,
    port,
    pid: child.pid!,
    output: () => log,
    exited,
    signal: (signal) => {
      if (!gone) child.kill(signal);
    },
    async healthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (gone) throw new Error(`server exited early:\n${log}`);
        const ok = await fetch(`${url}/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return;
        if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

/** Runs src/main.ts in a process of its own and waits for /health. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const server = await spawnServer(env);
  let gone = false;
  void server.exited.then(() => (gone = true));
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (gone) return;
    const force = setTimeout(() => server.signal("SIGKILL"), 10_000);
    server.signal(signal);
    await server.exited;
    clearTimeout(force);
  };
  try {
    await server.healthy();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: server.url, output: server.output, stop };
}

/** A browser-like caller over real HTTP: Origin and CSRF headers on writes, one session cookie. */
export class HttpSession {
  cookie = "";
  constructor(readonly baseUrl: string) {}

  async send(method: string, pathName: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: this.baseUrl, "x-stund-request": "1" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(`${this.baseUrl}${pathName}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = response.headers.get("set-cookie")?.match(/stund_session=([^;]*)/);
    if (session) this.cookie = session[1] ? `stund_session=${session[1]}` : "";
    return response;
  }

  /** Signs up a fresh user on this server and returns their id. */
  async signUp(email: string, name: string): Promise<string> {
    const response = await this.send("POST", "/api/user/authenticate/signup", {
      email,
      password: "correct horse battery",
      name,
    });
    if (response.status !== 201)
      throw new Error(`signup failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  }
}
