import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { Problem } from "@stund/shared/contracts/problem";
import { errorCodes } from "@stund/shared/contracts/problem";
import { AppError } from "./errors";

/** PostgreSQL refuses text it cannot store (a NUL character, bad byte sequences): the input is at fault. */
const unstorableTextCodes = new Set(["22021", "22P05"]);

function databaseCode(error: unknown): string | undefined {
  const own = (error as { code?: unknown }).code;
  if (typeof own === "string" && /^[0-9A-Z]{5}$/.test(own)) return own;
  const cause = (error as { cause?: unknown }).cause;
  return cause && cause !== error ? databaseCode(cause) : undefined;
}

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
}

/** The one place that turns errors into HTTP answers; no stack trace ever reaches a client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let problem: Problem;
    if (error instanceof AppError) {
      problem = { status: error.status, title: error.title, ...error.extra };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath ?? "");
        (errors[field] ??= []).push(issue.message ?? "Invalid value");
      }
      const [firstField, firstMessages] = Object.entries(errors)[0] ?? ["body", ["Invalid request"]];
      problem = {
        status: 400,
        title: `${firstField}: ${firstMessages[0] ?? "Invalid value"}`,
        detail: "The request is not valid.",
        errorCode: errorCodes.validation,
        errors,
      };
    } else if (unstorableTextCodes.has(databaseCode(error) ?? "")) {
      problem = { status: 400, title: "The text contains characters that cannot be stored" };
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      problem = { status: 500, title: "Internal Server Error" };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const title =
        error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? "The request is too large"
          : error.code === "FST_REQ_FILE_TOO_LARGE"
            ? "The file is too large"
            : error.statusCode === 429
              ? "Too many requests. Please wait a moment and try again."
              : error.message || "Bad request";
      problem = { status: error.statusCode, title };
    } else {
      request.log.error({ err: error }, "unhandled error");
      problem = { status: 500, title: "Internal Server Error" };
    }
    return reply.status(problem.status).type("application/problem+json").send(problem);
  });
}
