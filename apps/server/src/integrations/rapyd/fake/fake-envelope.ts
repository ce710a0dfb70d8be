import { randomBytes } from "node:crypto";
import type { RapydEnvelope } from "../rapyd-wire";

/** An answer the fake gives the way Rapyd would: an HTTP status and a {status, data} envelope. */
export interface FakeAnswer {
  httpStatus: number;
  body: RapydEnvelope;
}

/**
 * A request the fake refuses, as Rapyd would: an HTTP status and an error code. Codes taken from
 * Rapyd's error lists are used where one fits; the rest are the fake's own.
 */
export class RapydFakeError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export function successAnswer(data: unknown, operationId: string): FakeAnswer {
  return {
    httpStatus: 200,
    body: {
      status: {
        status: "SUCCESS",
        error_code: "",
        message: "",
        response_code: "",
        operation_id: operationId,
      },
      data,
    },
  };
}

export function errorAnswer(error: RapydFakeError, operationId: string): FakeAnswer {
  return {
    httpStatus: error.httpStatus,
    body: {
      status: {
        status: "ERROR",
        error_code: error.errorCode,
        message: error.message,
        response_code: error.errorCode,
        operation_id: operationId,
      },
    },
  };
}

/** What Rapyd answers for an id it does not know, e.g. ERROR_GET_CHECKOUT_PAGE. */
export const notFoundError = (what: string, id: string) =>
  new RapydFakeError(
    404,
    `ERROR_GET_${what.toUpperCase().replace(/ /g, "_")}`,
    `The ${what} ${id} was not found.`,
  );

export const invalidFields = (message: string) => new RapydFakeError(400, "INVALID_FIELDS", message);

/** Ids in Rapyd's style: a type prefix and 32 hex digits, e.g. `checkout_…`. */
export function newFakeId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString("hex")}`;
}
