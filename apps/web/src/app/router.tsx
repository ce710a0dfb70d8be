import { createBrowserRouter, Navigate } from "react-router";
import { LoginPage } from "../modules/company/auth/components/login-page";
import { SignupPage } from "../modules/company/auth/components/signup-page";
import { OnboardingLayout } from "../modules/company/onboarding/components/onboarding-layout";
import { CreateCompanyStep } from "../modules/company/onboarding/components/create-company-step";
import { RegionalSettingsStep } from "../modules/company/onboarding/components/regional-settings-step";
import { PaymentAndBillingStep } from "../modules/company/onboarding/components/payment-and-billing-step";
import { StoreFrontStep } from "../modules/company/onboarding/components/store-front-step";
import { TermsAndConditionStep } from "../modules/company/onboarding/components/terms-and-condition-step";
import { EmailsStep } from "../modules/company/onboarding/components/emails-step";
import { ProjectsPage } from "../modules/company/projects/components/projects-page";
import { RequireAuth } from "./shell/require-auth";
import { ConsoleLayout } from "./shell/console-layout";
import { EntryRedirect } from "./shell/entry-redirect";
import { NoAccessPage } from "./shell/no-access-page";
import { NotFoundPage } from "./shell/not-found-page";
import { RootLayout } from "./shell/root-layout";
import { TenantGuard } from "./shell/tenant-guard";
import { PublicNotice } from "./shell/public-notice";
import { BookingPage } from "../modules/sales/storefront/components/booking-page";
import { ExperiencePage } from "../modules/sales/storefront/components/experience-page";
import { StorefrontPage } from "../modules/sales/storefront/components/storefront-page";
import { TenantsPage } from "../modules/company/tenants/components/tenants-page";
import { EmbedPlansPage } from "../modules/platform-billing/subscriptions/components/embed-plans-page";
import { PlatformDocumentsPage } from "../modules/company/terms/components/platform-documents-page";
import { guarded, placeholderRoute } from "./routes/placeholder";
import { projectRoutes } from "./routes/project-routes";
import { settingsRoutes } from "./routes/settings-routes";

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: "/login", element: <LoginPage /> },
      { path: "/signup", element: <SignupPage /> },
      { path: "/not-found", element: <NotFoundPage /> },
      { path: "/no-access", element: <NoAccessPage /> },
      { path: "/embed/subscriptions", element: <EmbedPlansPage /> },
      { path: "/:tenant/invitation/:id", element: <PublicNotice name="invitation" /> },
      { path: "/:tenant/invitation/agent/:id", element: <PublicNotice name="agentInvitation" /> },
      { path: "/:tenant/storefront", element: <StorefrontPage /> },
      { path: "/:tenant/storefront/:tag", element: <ExperiencePage /> },
      { path: "/:tenant/booking/:id", element: <BookingPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: "/", element: <EntryRedirect /> },
          { path: "/tenants", element: <TenantsPage /> },
          { path: "/platform/documents", element: <PlatformDocumentsPage /> },
          {
            path: "/onboarding",
            element: <OnboardingLayout />,
            children: [
              { index: true, element: <Navigate to="create-company" replace /> },
              { path: "create-company", element: <CreateCompanyStep /> },
              { path: "regional-settings", element: <RegionalSettingsStep /> },
              { path: "payment-and-billing", element: <PaymentAndBillingStep /> },
              { path: "store-front", element: <StoreFrontStep /> },
              { path: "terms-and-condition", element: <TermsAndConditionStep /> },
              { path: "emails", element: <EmailsStep /> },
            ],
          },
          {
            path: "/:tenant",
            element: <TenantGuard />,
            children: [
              {
                element: <ConsoleLayout />,
                children: [
                  { index: true, element: <Navigate to="projects" replace /> },
                  { path: "projects", element: guarded("projects", <ProjectsPage />) },
                  placeholderRoute("schedule", "schedule", "schedule"),
                  placeholderRoute("business-insights", "businessInsights", "businessInsights"),
                  placeholderRoute("business-insights/:tab", "businessInsights", "businessInsights"),
                  placeholderRoute("branding", "branding", "branding"),
                  settingsRoutes,
                  projectRoutes,
                ],
              },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
