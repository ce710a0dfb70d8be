import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { RequireAuth } from "./shell/require-auth";
import { ConsoleLayout } from "./shell/console-layout";
import { EntryRedirect } from "./shell/entry-redirect";
import { NoAccessPage } from "./shell/no-access-page";
import { NotFoundPage } from "./shell/not-found-page";
import { RootLayout } from "./shell/root-layout";
import { RouteErrorPage } from "./shell/route-error-page";
import { TenantGuard } from "./shell/tenant-guard";
import { PublicNotice } from "./shell/public-notice";
import { guarded, placeholderRoute } from "./routes/placeholder";
import { lazyPage, lazyScreens, preloadScreens } from "./routes/lazy-page";
import { projectRoutes } from "./routes/project-routes";
import { settingsRoutes } from "./routes/settings-routes";

// Every screen but the shell's own pages is a chunk that loads when its route is first opened
// (the one the console opens on, from the start: see the end of this file).
const LoginPage = lazyPage(() =>
  import("../modules/company/auth/components/login-page").then((m) => m.LoginPage),
);
const SignupPage = lazyPage(() =>
  import("../modules/company/auth/components/signup-page").then((m) => m.SignupPage),
);
const ForgotPasswordPage = lazyPage(() =>
  import("../modules/company/auth/components/forgot-password-page").then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import("../modules/company/auth/components/reset-password-page").then((m) => m.ResetPasswordPage),
);
const onboarding = lazyScreens(() => import("./routes/onboarding-screens").then((m) => m.onboardingScreens));
const OnboardingLayout = onboarding((m) => m.OnboardingLayout);
const CreateCompanyStep = onboarding((m) => m.CreateCompanyStep);
const RegionalSettingsStep = onboarding((m) => m.RegionalSettingsStep);
const PaymentAndBillingStep = onboarding((m) => m.PaymentAndBillingStep);
const StoreFrontStep = onboarding((m) => m.StoreFrontStep);
const TermsAndConditionStep = onboarding((m) => m.TermsAndConditionStep);
const EmailsStep = onboarding((m) => m.EmailsStep);
const ProjectsPage = lazyPage(() =>
  import("../modules/company/projects/components/projects-page").then((m) => m.ProjectsPage),
);
const TenantsPage = lazyPage(() =>
  import("../modules/company/tenants/components/tenants-page").then((m) => m.TenantsPage),
);
const EmbedPlansPage = lazyPage(() =>
  import("../modules/platform-billing/subscriptions/components/embed-plans-page").then(
    (m) => m.EmbedPlansPage,
  ),
);
const InvitationPage = lazyPage(() =>
  import("../modules/company/invitations/components/invitation-page").then((m) => m.InvitationPage),
);
const SchedulePage = lazyPage(() =>
  import("../modules/catalogue/staff-schedule/components/schedule-page").then((m) => m.SchedulePage),
);
const PlatformDocumentsPage = lazyPage(() =>
  import("../modules/company/terms/components/platform-documents-page").then((m) => m.PlatformDocumentsPage),
);

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Outside the console (and for the console itself failing), the error takes the whole page.
    errorElement: <RouteErrorPage />,
    children: [
      { path: "/login", element: <LoginPage /> },
      { path: "/signup", element: <SignupPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/not-found", element: <NotFoundPage /> },
      { path: "/no-access", element: <NoAccessPage /> },
      { path: "/embed/subscriptions", element: <EmbedPlansPage /> },
      { path: "/:tenant/invitation/:id", element: <InvitationPage /> },
      { path: "/:tenant/invitation/agent/:id", element: <PublicNotice name="agentInvitation" /> },
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
                  {
                    // A screen that fails (its chunk did not load) shows its error inside the shell.
                    errorElement: <RouteErrorPage />,
                    children: [
                      { index: true, element: <Navigate to="projects" replace /> },
                      { path: "projects", element: guarded("projects", <ProjectsPage />) },
                      { path: "schedule", element: guarded("schedule", <SchedulePage />) },
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
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

// The screen at the address the console opens on starts loading now, beside the translations.
preloadScreens(routes, window.location.pathname);
