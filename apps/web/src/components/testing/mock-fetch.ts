import { vi } from "vitest";

type Reply = { status?: number; body?: unknown };

/** Replaces fetch with answers chosen by "METHOD path"; anything unexpected answers 404. */
export function mockFetch(replies: Record<string, Reply | ((init?: RequestInit) => Reply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const entry = replies[key];
    const reply =
      typeof entry === "function" ? entry(init) : (entry ?? { status: 404, body: { title: "Not found" } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
