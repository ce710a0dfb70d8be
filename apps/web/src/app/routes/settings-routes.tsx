import { Navigate, type RouteObject } from "react-router";
import { CompanySettingsLayout } from "../../modules/company/company-settings/components/company-settings-layout";
import { CompanyInformationPage } from "../../modules/company/company-settings/components/company-information-page";
import { InformationsIndex } from "../../modules/company/company-settings/components/informations-index";
import { PersonalInformationPage } from "../../modules/company/company-settings/components/personal-information-page";
import { RefundPolicyPage } from "../../modules/company/company-settings/components/refund-policy-page";
import { TermsAndConditionsPage } from "../../modules/company/company-settings/components/terms-and-conditions-page";
import { BillingInformationPage } from "../../modules/platform-billing/subscriptions/components/billing-information-page";
import { BuySubscriptionPage } from "../../modules/platform-billing/subscriptions/components/buy-subscription-page";
import { PaidInvoicesPage } from "../../modules/platform-billing/subscriptions/components/paid-invoices-page";
import { PaymentMethodsPage } from "../../modules/platform-billing/subscriptions/components/payment-methods-page";
import { SubscriptionSection } from "../../modules/platform-billing/subscriptions/components/subscription-section";
import { AssetsPage } from "../../modules/catalogue/catalogue-settings/components/assets-page";
import { SalesChannelsPage } from "../../modules/catalogue/catalogue-settings/components/sales-channels-page";
import { SchedulesPage } from "../../modules/catalogue/catalogue-settings/components/schedules-page";
import { PaymentSettingsPage } from "../../modules/payments/payment-settings/components/payment-settings-page";
import { WidgetsPage } from "../../modules/sales/widgets/components/widgets-page";
import { guarded, placeholderRoute } from "./placeholder";

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
      children: [
        { index: true, element: <Navigate to="individuals" replace /> },
        placeholderRoute("individuals", "staff", "staffIndividuals"),
        placeholderRoute("pending", "staff", "staffPending"),
        placeholderRoute("agents", "agents", "staffAgents"),
      ],
    },
    { path: "assets", element: guarded("assets", <AssetsPage level="tenant" />) },
    { path: "widgets", element: guarded("widgets", <WidgetsPage level="tenant" />) },
    placeholderRoute("imports", "imports", "imports"),
    placeholderRoute("integrations/:tab?", "integrations", "integrations"),
  ],
};
