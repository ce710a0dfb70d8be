import type { RapydEnvelope } from "../rapyd-wire";

/** An answer the fake gives the way Rapyd would: an HTTP status and a {status, data} envelope. */
export interface FakeAnswer {
  httpStatus: number;
  body: RapydEnvelope;
}

/** A request the fake refuses, with Rapyd's error code. */
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

export const notFoundError = (what: string, id: string) =>
  new RapydFakeError(404, `ERROR_GET_${what.toUpperCase()}`, `The ${what} ${id} was not found.`);
