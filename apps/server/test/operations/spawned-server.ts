import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../support/server-process";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

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
 * Runs src/main.ts like test/support/server-process.ts does, keeping what the operations tests
 * look at: the exit code and signal, the pid, every line of output.
 */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  let log = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
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

/** The JSON log lines among a process's output. */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
