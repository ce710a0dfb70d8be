import type { FastifyInstance, FastifyRequest } from "fastify";
import { rapydFromConfig, type RapydSetup } from "../../../integrations/rapyd/rapyd-config";
import { requireTenantContext, requireUser } from "../../access/access/tenant-access.hooks";
import type { BillingCaller } from "./checkout.service";

const setups = new WeakMap<object, RapydSetup>();

/** The billing provider of this app's configuration, made once per configuration. */
export function billingProvider(app: FastifyInstance): RapydSetup {
  let setup = setups.get(app.config);
  if (!setup) {
    setup = rapydFromConfig(app.config);
    setups.set(app.config, setup);
  }
  return setup;
}

/** The tenant, the signed-in user and the console's origin, for the hosted pages' return links. */
export function billingCaller(request: FastifyRequest): BillingCaller {
  const context = requireTenantContext(request);
  const origin = request.server.config.publicOrigin ?? `${request.protocol}://${request.host}`;
  return {
    tenantId: context.tenantId,
    tenantIdentifier: context.tenantIdentifier,
    userEmail: requireUser(request).email,
    origin: origin.replace(/\/$/, ""),
  };
}
