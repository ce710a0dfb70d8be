// How the console sends a change to a booking: the request's own bookkeeping (toast, idempotency
// key, success text) around a body that comes from the shared contracts.

/** The options of one change request. */
export interface ChangeCall {
  method: "POST" | "PUT";
  body: unknown;
  /** The route of the toasts (docs/product.md §4.1): loading, then success or error. */
  toast: string;
  /** Sent as the Idempotency-Key header, so a retried change is made once. */
  idempotencyKey?: string;
  /** Set false for a tenant-level call (no project segment). */
  useProject?: boolean;
  /** The success toast's text; the text of docs/product.md §4.1 without one. */
  successMessage?: (answer: unknown) => string | undefined;
}

/** What a change screen hands its mutation: the body, the key that makes a retry harmless, the success text. */
export interface SentChange<T> {
  body: T;
  idempotencyKey: string;
  successMessage?: (answer: unknown) => string | undefined;
}
