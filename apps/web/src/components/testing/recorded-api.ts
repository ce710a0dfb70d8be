import { vi } from "vitest";

/** A body for 200, or `{ status, body }` for another status (the body then holds the problem). */
export type Answer = { [key: string]: unknown } | unknown[];
export type Routes = Record<string, Answer | ((call: RecordedCall) => Answer | Promise<Answer>)>;

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const isStatus = (answer: unknown): answer is { status: number; body?: unknown } =>
  typeof answer === "object" && answer !== null && "status" in answer && typeof answer.status === "number";

/** Replaces fetch with answers keyed by "METHOD /path"; records every call with its query. */
export function mockRecordedApi(routes: Routes): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
      const call = { method, path: url.pathname, query: url.searchParams, body };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`];
      if (route === undefined) return new Response(JSON.stringify({ title: "Not found" }), { status: 404 });
      const answer = typeof route === "function" ? await route(call) : route;
      if (isStatus(answer))
        return new Response(JSON.stringify({ status: answer.status, ...(answer.body as object) }), {
          status: answer.status,
        });
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return calls;
}
