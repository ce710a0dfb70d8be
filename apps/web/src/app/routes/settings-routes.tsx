import { Navigate, type RouteObject } from "react-router";
import { CompanySettingsLayout } from "../../modules/company/company-settings/components/company-settings-layout";
import { InformationsIndex } from "../../modules/company/company-settings/components/informations-index";
import { guarded, placeholderRoute } from "./placeholder";
import { lazyPage, lazyScreens } from "./lazy-page";

const CompanyInformationPage = lazyPage(() =>
  import("../../modules/company/company-settings/components/company-information-page").then(
    (m) => m.CompanyInformationPage,
  ),
);
const PersonalInformationPage = lazyPage(() =>
  import("../../modules/company/company-settings/components/personal-information-page").then(
    (m) => m.PersonalInformationPage,
  ),
);
const RefundPolicyPage = lazyPage(() =>
  import("../../modules/company/company-settings/components/refund-policy-page").then(
    (m) => m.RefundPolicyPage,
  ),
);
const TermsAndConditionsPage = lazyPage(() =>
  import("../../modules/company/company-settings/components/terms-and-conditions-page").then(
    (m) => m.TermsAndConditionsPage,
  ),
);
// The subscription's section and its pages load together (no wait for the section, then the page).
const subscription = lazyScreens(() =>
  Promise.all([
    import("../../modules/platform-billing/subscriptions/components/subscription-section"),
    import("../../modules/platform-billing/subscriptions/components/buy-subscription-page"),
    import("../../modules/platform-billing/subscriptions/components/payment-methods-page"),
    import("../../modules/platform-billing/subscriptions/components/paid-invoices-page"),
    import("../../modules/platform-billing/subscriptions/components/billing-information-page"),
  ]).then(([section, buy, methods, invoices, billing]) => ({
    ...section,
    ...buy,
    ...methods,
    ...invoices,
    ...billing,
  })),
);
const SubscriptionSection = subscription((m) => m.SubscriptionSection);
const BuySubscriptionPage = subscription((m) => m.BuySubscriptionPage);
const PaymentMethodsPage = subscription((m) => m.PaymentMethodsPage);
const PaidInvoicesPage = subscription((m) => m.PaidInvoicesPage);
const BillingInformationPage = subscription((m) => m.BillingInformationPage);
const AssetsPage = lazyPage(() =>
  import("../../modules/catalogue/catalogue-settings/components/assets-page").then((m) => m.AssetsPage),
);
const SalesChannelsPage = lazyPage(() =>
  import("../../modules/catalogue/catalogue-settings/components/sales-channels-page").then(
    (m) => m.SalesChannelsPage,
  ),
);
const SchedulesPage = lazyPage(() =>
  import("../../modules/catalogue/catalogue-settings/components/schedules-page").then((m) => m.SchedulesPage),
);
const PaymentSettingsPage = lazyPage(() =>
  import("../../modules/payments/payment-settings/components/payment-settings-page").then(
    (m) => m.PaymentSettingsPage,
  ),
);
const WidgetsPage = lazyPage(() =>
  import("../../modules/sales/widgets/components/widgets-page").then((m) => m.WidgetsPage),
);
const AuditLogPage = lazyPage(() =>
  import("../../modules/company/audit-log/components/audit-log-page").then((m) => m.AuditLogPage),
);

// The staff section's tabs and its individuals page load together.
const staffScreens = lazyScreens(() =>
  Promise.all([
    import("../../modules/company/staff/components/staff-section"),
    import("../../modules/company/staff/components/staff-individuals-page"),
  ]).then(([section, individuals]) => ({ ...section, ...individuals })),
);
const StaffSection = staffScreens((m) => m.StaffSection);
const StaffIndividualsPage = staffScreens((m) => m.StaffIndividualsPage);

const PendingInvitationsPage = lazyPage(() =>
  import("../../modules/company/invitations/components/pending-invitations-page").then(
    (m) => m.PendingInvitationsPage,
  ),
);

/** /{tenant}/settings and its children (docs/product.md §3.5). */
export const settingsRoutes: RouteObject = {
  path: "settings",
  element: guarded("companySettings", <CompanySettingsLayout />),
  children: [
    { index: true, element: <Navigate to="informations" replace /> },
    {
      path: "informations",
      children: [
        { index: true, element: <InformationsIndex /> },
        { path: "company-information", element: guarded("companyInformation", <CompanyInformationPage />) },
        { path: "terms-and-conditions", element: guarded("companyInformation", <TermsAndConditionsPage />) },
        { path: "refund-policy", element: guarded("companyInformation", <RefundPolicyPage />) },
        {
          path: "personal-information",
          element: guarded("personalInformation", <PersonalInformationPage />),
        },
      ],
    },
    {
      path: "subscription",
      element: guarded("subscription", <SubscriptionSection />),
      children: [
        { index: true, element: <Navigate to="buy-subscription" replace /> },
        { path: "buy-subscription", element: <BuySubscriptionPage /> },
        { path: "payment-methods", element: <PaymentMethodsPage /> },
        { path: "paid-invoices", element: <PaidInvoicesPage /> },
        { path: "billing-information", element: <BillingInformationPage /> },
      ],
    },
    {
      path: "notifications",
      children: [
        { index: true, element: <Navigate to="email" replace /> },
        placeholderRoute("email", "notifications", "email"),
        placeholderRoute("email-templates", "notifications", "emailTemplates"),
        placeholderRoute("logs", "notifications", "logs"),
      ],
    },
    {
      path: "payment-and-billing",
      children: [
        { index: true, element: <Navigate to="regional-settings" replace /> },
        placeholderRoute("regional-settings", "paymentAndBilling", "regionalSettings"),
        { path: "payment-settings", element: guarded("paymentAndBilling", <PaymentSettingsPage />) },
      ],
    },
    { path: "sales-channels", element: guarded("salesChannels", <SalesChannelsPage />) },
    { path: "schedules", element: guarded("schedules", <SchedulesPage level="tenant" />) },
    {
      path: "staff",
      element: <StaffSection level="tenant" />,
      children: [
        { index: true, element: <Navigate to="individuals" replace /> },
        { path: "individuals", element: guarded("staff", <StaffIndividualsPage level="tenant" />) },
        { path: "pending", element: guarded("staff", <PendingInvitationsPage level="tenant" />) },
        placeholderRoute("agents", "agents", "staffAgents"),
      ],
    },
    { path: "assets", element: guarded("assets", <AssetsPage level="tenant" />) },
    { path: "widgets", element: guarded("widgets", <WidgetsPage level="tenant" />) },
    placeholderRoute("imports", "imports", "imports"),
    placeholderRoute("integrations/:tab?", "integrations", "integrations"),
    { path: "audit-log", element: guarded("auditLog", <AuditLogPage />) },
  ],
};
