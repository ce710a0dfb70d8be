import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { rapydSandboxPrefix } from "../rapyd-config";
import { answerFakeRequest } from "./fake-api";
import { errorAnswer, RapydFakeError, type FakeAnswer } from "./fake-envelope";
import type { FakeHost } from "./fake-store";

export interface FakeApiOptions {
  host: FakeHost;
}

const send = (reply: FastifyReply, answer: FakeAnswer) => reply.status(answer.httpStatus).send(answer.body);

/** The fake's API, served under /rapyd-sandbox/v1: every path goes to the one fake. */
export async function fakeApiRoutes(app: FastifyInstance, options: FakeApiOptions): Promise<void> {
  // The signature covers the exact body bytes, so the body is kept as text.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!(error instanceof RapydFakeError))
      request.log.error({ err: error }, "rapyd sandbox: request failed");
    const refused =
      error instanceof RapydFakeError
        ? error
        : error.statusCode && error.statusCode < 500
          ? new RapydFakeError(error.statusCode, "INVALID_REQUEST", error.message)
          : new RapydFakeError(500, "INTERNAL_ERROR", "The sandbox could not process the request.");
    return send(reply, errorAnswer(refused, request.id));
  });

  app.all("/*", { schema: { hide: true } }, async (request, reply) => {
    const { answer } = await answerFakeRequest(options.host, {
      method: request.method,
      target: request.url.slice(rapydSandboxPrefix.length),
      headers: request.headers,
      body: typeof request.body === "string" ? request.body : "",
      operationId: request.id,
    });
    return send(reply, answer);
  });
}
