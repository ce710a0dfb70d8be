import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Binds a request's log lines to whom it is for, once known: every line already carries `reqId`
 * (Fastify's child logger); from the session on, also `userId`, and past tenant access `tenantId`,
 * `tenant` (its identifier) and on project routes `projectId`. Only ids: never cookies, passwords or card data. The reply's
 * logger is replaced too, since Fastify writes "request completed" through it.
 */
export function bindLogContext(app: FastifyInstance): void {
  const bind = (request: FastifyRequest, reply: FastifyReply, fields: Record<string, string>) => {
    request.log = request.log.child(fields);
    reply.log = request.log;
  };
  // Added after the session plugin's onRequest hook, so the session has been read.
  app.addHook("onRequest", async (request, reply) => {
    if (request.user) bind(request, reply, { userId: request.user.id });
  });
  // Tenant access is decided in the routes' own onRequest hooks, which run after the app's.
  app.addHook("preValidation", async (request, reply) => {
    const context = request.tenantContext;
    if (!context) return;
    const fields = { tenantId: context.tenantId, tenant: context.tenantIdentifier };
    bind(request, reply, context.projectId ? { ...fields, projectId: context.projectId } : fields);
  });
}
