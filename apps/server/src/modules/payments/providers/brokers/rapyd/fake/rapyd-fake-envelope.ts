import { randomBytes, randomUUID } from "node:crypto";
import type { RapydEnvelope } from "../../../../../../integrations/rapyd/rapyd-wire";

/**
 * A request the test server refuses, as Rapyd would: an HTTP status and an error code. Codes
 * taken from Rapyd's error lists are used where one fits; the rest are the server's own.
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

export interface FakeAnswer {
  httpStatus: number;
  body: RapydEnvelope;
}

export function successAnswer(data: unknown): FakeAnswer {
  return {
    httpStatus: 200,
    body: {
      status: {
        status: "SUCCESS",
        error_code: "",
        message: "",
        response_code: "",
        operation_id: randomUUID(),
      },
      data,
    },
  };
}

export function errorAnswer(error: RapydFakeError): FakeAnswer {
  return {
    httpStatus: error.httpStatus,
    body: {
      status: {
        status: "ERROR",
        error_code: error.errorCode,
        message: error.message,
        response_code: error.errorCode,
        operation_id: randomUUID(),
      },
    },
  };
}

export const notFound = (what: string, id: string) =>
  new RapydFakeError(
    404,
    `ERROR_GET_${what.toUpperCase().replace(/ /g, "_")}`,
    `The ${what} ${id} was not found.`,
  );

export const invalid = (message: string) => new RapydFakeError(400, "INVALID_REQUEST_PARAMETERS", message);

/** Ids in Rapyd's form: a prefix and 32 hex digits. */
export const rapydId = (prefix: string) => `${prefix}${randomBytes(16).toString("hex")}`;
