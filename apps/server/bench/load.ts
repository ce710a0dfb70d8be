// A closed-loop load generator over keep-alive HTTP/1.1: `concurrency` clients, each on its own
// connection, send the next request as soon as the previous answer has fully arrived. It writes
// prepared request bytes to plain sockets and reads only the status line and Content-Length, so
// the measuring process takes as little as possible of the cores it shares with the server.
// Requests carry the Accept-Encoding a browser sends; bodies are read but not decompressed.
import net from "node:net";
import { percentile, requestsPerCase } from "./measure";

export interface LoadResult {
  rate: number;
  p50: number;
  p99: number;
}

const headerEnd = Buffer.from("\r\n\r\n");

/** One keep-alive connection that answers `send()` with the status of each response in turn. */
export class Connection {
  private readonly socket: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | null = null;

  constructor(
    url: URL,
    private readonly request: Buffer,
  ) {
    this.socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    this.socket.on("data", (chunk) => this.received(chunk));
    this.socket.on("error", (error) => this.fail(error));
    this.socket.on("close", () => this.fail(new Error("connection closed")));
  }

  /** Sends the connection's request, or the one given, and answers the response's status. */
  send(request: Buffer = this.request): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private fail(error: Error): void {
    this.waiting?.reject(error);
    this.waiting = null;
  }

  private received(chunk: Buffer): void {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const end = this.buffered.indexOf(headerEnd);
    if (end < 0) return;
    const head = this.buffered.subarray(0, end).toString("latin1");
    if (/\r\ntransfer-encoding:/i.test(head)) return this.fail(new Error("chunked answers are not read"));
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    const total = end + headerEnd.length + length;
    if (this.buffered.length < total) return;
    this.buffered = this.buffered.subarray(total);
    const status = Number(head.slice(9, 12));
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve(status);
  }
}

/** The bytes of a JSON POST, as a browser's fetch would send them. */
export function jsonPost(url: URL, path: string, body: string, headers: Record<string, string> = {}): Buffer {
  const lines = [
    `POST ${path} HTTP/1.1`,
    `host: ${url.host}`,
    "accept: application/json",
    "content-type: application/json",
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n${body}`, "utf8");
}

/** Runs `requestsPerCase` GETs of one URL (after a warm-up) and returns throughput and latency. */
export async function loadGet(
  target: string,
  headers: Record<string, string>,
  concurrency: number,
): Promise<LoadResult> {
  const url = new URL(target);
  const lines = [
    `GET ${url.pathname}${url.search} HTTP/1.1`,
    `host: ${url.host}`,
    "accept: application/json",
    "accept-encoding: gzip, deflate, br, zstd",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  const request = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
  const connections = Array.from({ length: concurrency }, () => new Connection(url, request));
  try {
    const run = async (count: number, timings: number[] | null) => {
      let next = 0;
      await Promise.all(
        connections.map(async (connection) => {
          while (next < count) {
            next += 1;
            const t0 = performance.now();
            const status = await connection.send();
            if (status !== 200) throw new Error(`${target} answered ${status}`);
            timings?.push(performance.now() - t0);
          }
        }),
      );
    };
    await run(Math.min(3000, requestsPerCase), null);
    const timings: number[] = [];
    const started = performance.now();
    await run(requestsPerCase, timings);
    const seconds = (performance.now() - started) / 1000;
    timings.sort((a, b) => a - b);
    return { rate: timings.length / seconds, p50: percentile(timings, 50), p99: percentile(timings, 99) };
  } finally {
    for (const connection of connections) connection.close();
  }
}
