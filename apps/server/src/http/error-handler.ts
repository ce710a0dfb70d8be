import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { Problem } from "@stund/shared/contracts/problem";
import { errorCodes } from "@stund/shared/contracts/problem";
import type { Language } from "@stund/shared/enums";
import { problemIn } from "@stund/shared/i18n/problem-text";
import { callerLanguage } from "./caller-language";
import { AppError } from "./errors";

/** The texts this handler writes itself (the catalogue in shared/i18n/errors.ts says them in Icelandic). */
export const handlerTexts = {
  invalidValue: "Invalid value",
  invalidRequest: "Invalid request",
  requestNotValid: "The request is not valid.",
  unstorableText: "The text contains characters that cannot be stored",
  internal: "Internal Server Error",
  requestTooLarge: "The request is too large",
  fileTooLarge: "The file is too large",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  badRequest: "Bad request",
} as const;

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

/** Answers already said in the caller's language, which the onSend hook leaves as they are. */
const answered = new WeakSet<FastifyReply>();

/** Texts already reported as having no Icelandic, so the log says each once. */
const reportedUntranslated = new Set<string>();

/**
 * `problem` in the caller's language: its title, detail and field messages from the catalogues
 * the console uses. A text with no translation stays in English and is logged once.
 */
export function problemForCaller(request: FastifyRequest, problem: Problem, language?: Language): Problem {
  const said = problemIn(language ?? callerLanguage(request), problem);
  const unreported = said.untranslated.filter((text) => !reportedUntranslated.has(text));
  if (unreported.length > 0) {
    if (reportedUntranslated.size < 1000) for (const text of unreported) reportedUntranslated.add(text);
    request.log.warn({ texts: unreported }, "problem answer text without an Icelandic translation");
  }
  return said.problem;
}

function addVary(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader("vary");
  const current = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (current.split(",").some((name) => name.trim().toLowerCase() === header.toLowerCase())) return;
  reply.header("vary", current ? `${current}, ${header}` : header);
}

/**
 * Sends `problem` in the caller's language, for code that answers where the error handler and
 * the hooks do not run: the router's frameworkErrors (a malformed address, a path too long).
 */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: Problem): FastifyReply {
  answered.add(reply);
  addVary(reply, "Accept-Language");
  return reply
    .status(problem.status)
    .type("application/problem+json")
    .send(problemForCaller(request, problem));
}

/**
 * Every problem answer (from the error handler, the not-found handler or a route that sends one
 * itself) is said in the language the caller asks for with Accept-Language, and says that it
 * depends on it.
 */
async function answerInCallersLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const type = reply.getHeader("content-type");
  if (answered.has(reply) || typeof type !== "string" || !type.startsWith("application/problem+json"))
    return payload;
  addVary(reply, "Accept-Language");
  const language = callerLanguage(request);
  if (language === "EN" || typeof payload !== "string") return payload;
  let problem: Problem;
  try {
    problem = JSON.parse(payload) as Problem;
  } catch {
    return payload;
  }
  if (typeof problem?.title !== "string") return payload;
  return JSON.stringify(problemForCaller(request, problem, language));
}

/** The one place that turns errors into HTTP answers; no stack trace ever reaches a client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook("onSend", answerInCallersLanguage);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let problem: Problem;
    if (error instanceof AppError) {
      problem = { status: error.status, title: error.title, ...error.extra };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath ?? "");
        (errors[field] ??= []).push(issue.message ?? handlerTexts.invalidValue);
      }
      const [firstField, firstMessages] = Object.entries(errors)[0] ?? [
        "body",
        [handlerTexts.invalidRequest],
      ];
      problem = {
        status: 400,
        title: `${firstField}: ${firstMessages[0] ?? handlerTexts.invalidValue}`,
        detail: handlerTexts.requestNotValid,
        errorCode: errorCodes.validation,
        errors,
      };
    } else if (unstorableTextCodes.has(databaseCode(error) ?? "")) {
      problem = { status: 400, title: handlerTexts.unstorableText };
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      problem = { status: 500, title: handlerTexts.internal };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const title =
        error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? handlerTexts.requestTooLarge
          : error.code === "FST_REQ_FILE_TOO_LARGE"
            ? handlerTexts.fileTooLarge
            : error.statusCode === 429
              ? handlerTexts.tooManyRequests
              : error.message || handlerTexts.badRequest;
      problem = { status: error.statusCode, title };
    } else {
      request.log.error({ err: error }, "unhandled error");
      problem = { status: 500, title: handlerTexts.internal };
    }
    return reply.status(problem.status).type("application/problem+json").send(problem);
  });
}
