import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/auth.routes";
import { translationRoutes } from "./translations/translation.routes";
import { userTermsRoutes } from "./user-terms/user-terms.routes";
import { personalInformationRoutes } from "./personal-information/personal-information.routes";
import { tenantRoutes } from "./tenants/tenant.routes";
import { subscriptionRoutes } from "./subscriptions/subscription.routes";
import { rapydWebhookRoutes } from "./rapyd-webhooks/rapyd-webhook.routes";
import { projectRoutes } from "./projects/project.routes";
import { salesUnitRoutes } from "./sales-units/sales-unit.routes";
import { fileRoutes } from "../files/file.routes";
import { testClockRoutes } from "./jobs/test-clock.routes";
import { rapydFakeRoutes } from "./billing/rapyd-fake/rapyd-fake.plugin";
import { planCatalogueRoutes } from "./plans/plan-catalogue.routes";
import { experienceRoutes } from "./experiences/experiences.routes";
import { salesChannelRoutes } from "./sales-channels/sales-channel.routes";
import { assetRoutes } from "./assets/asset.routes";
import { scheduleRoutes } from "./schedules/schedule.routes";
import { seriesRoutes } from "./series/series.routes";
import { eventTemplateRoutes } from "./event-templates/event-template.routes";
import { eventRoutes } from "./events/event.routes";
import { bookingRoutes } from "./bookings/booking.routes";
import { projectHomeRoutes } from "./project-home/project-home.routes";

/** Every feature's routes, registered once. */
export async function featureRoutes(app: FastifyInstance): Promise<void> {
  await app.register(translationRoutes);
  await app.register(authRoutes);
  await app.register(userTermsRoutes);
  await app.register(personalInformationRoutes);
  await app.register(tenantRoutes);
  await app.register(subscriptionRoutes);
  await app.register(rapydWebhookRoutes);
  await app.register(projectRoutes);
  await app.register(salesUnitRoutes);
  await app.register(fileRoutes);
  await app.register(testClockRoutes);
  await app.register(rapydFakeRoutes);
  await app.register(planCatalogueRoutes);
  await app.register(experienceRoutes);
  await app.register(salesChannelRoutes);
  await app.register(assetRoutes);
  await app.register(scheduleRoutes);
  await app.register(seriesRoutes);
  await app.register(eventTemplateRoutes);
  await app.register(eventRoutes);
  await app.register(bookingRoutes);
  await app.register(projectHomeRoutes);
}
