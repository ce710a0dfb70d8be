/** A call to Rapyd that failed: Rapyd answered status ERROR, or the HTTP status was not 2xx. */
export class RapydError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    /** Rapyd's id for the failed operation; quote it when contacting their support. */
    readonly operationId: string | null,
    readonly httpStatus: number,
  ) {
    super(message || errorCode || `Rapyd answered HTTP ${httpStatus}`);
    this.name = "RapydError";
  }
}

export type RapydWebhookRejection = "missing-headers" | "stale" | "bad-signature" | "malformed-body";

/** A webhook that must not be trusted; the route answers 401 and stores nothing. */
export class RapydWebhookError extends Error {
  constructor(readonly reason: RapydWebhookRejection) {
    super(`Rapyd webhook rejected: ${reason}`);
    this.name = "RapydWebhookError";
  }
}
