import { io, type Socket } from "socket.io-client";

/** Connects like the console does (WebSocket only, no automatic reconnection) and waits for the answer. */
export function connectHub(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Socket> {
  const socket = io(`${baseUrl}${path}`, {
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Counts every event a socket receives, and waits for the next one of a name. */
export function recordEvents(socket: Socket) {
  const counts = new Map<string, number>();
  const waiters: { name: string; resolve: () => void }[] = [];
  socket.onAny((name: string) => {
    counts.set(name, (counts.get(name) ?? 0) + 1);
    for (const waiter of waiters.filter((w) => w.name === name)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  return {
    count: (name: string) => counts.get(name) ?? 0,
    next: (name: string, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${name} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          name,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
  };
}
