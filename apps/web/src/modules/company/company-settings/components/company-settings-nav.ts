import type { SubNavItem } from "./settings-sub-nav";

/** docs/product.md §3.5 company settings children, each with the section that guards it. */
export const companySettingsNav: SubNavItem[] = [
  { path: "informations", labelKey: "settings.nav.informations", section: "informations" },
  {
    path: "subscription",
    labelKey: "settings.nav.subscription",
    section: "subscription",
    children: [
      { path: "subscription/buy-subscription", labelKey: "section.buySubscription", section: "subscription" },
      { path: "subscription/payment-methods", labelKey: "section.paymentMethods", section: "subscription" },
      { path: "subscription/paid-invoices", labelKey: "section.paidInvoices", section: "subscription" },
      {
        path: "subscription/billing-information",
        labelKey: "section.billingInformation",
        section: "subscription",
      },
    ],
  },
  {
    path: "notifications",
    labelKey: "settings.nav.notifications",
    section: "notifications",
    children: [
      { path: "notifications/email", labelKey: "section.email", section: "notifications" },
      { path: "notifications/email-templates", labelKey: "section.emailTemplates", section: "notifications" },
      { path: "notifications/logs", labelKey: "section.logs", section: "notifications" },
    ],
  },
  {
    path: "payment-and-billing",
    labelKey: "settings.nav.paymentAndBilling",
    section: "paymentAndBilling",
    children: [
      {
        path: "payment-and-billing/regional-settings",
        labelKey: "section.regionalSettings",
        section: "paymentAndBilling",
      },
      {
        path: "payment-and-billing/payment-settings",
        labelKey: "section.paymentSettings",
        section: "paymentAndBilling",
      },
    ],
  },
  { path: "sales-channels", labelKey: "section.salesChannels", section: "salesChannels" },
  { path: "schedules", labelKey: "section.schedules", section: "schedules" },
  {
    path: "staff",
    labelKey: "settings.nav.staff",
    section: "staff",
    children: [
      { path: "staff/individuals", labelKey: "section.staffIndividuals", section: "staff" },
      { path: "staff/pending", labelKey: "section.staffPending", section: "staff" },
      { path: "staff/agents", labelKey: "section.staffAgents", section: "agents" },
    ],
  },
  { path: "assets", labelKey: "section.assets", section: "assets" },
  { path: "widgets", labelKey: "section.widgets", section: "widgets" },
  { path: "imports", labelKey: "section.imports", section: "imports" },
  { path: "integrations", labelKey: "section.integrations", section: "integrations" },
  { path: "audit-log", labelKey: "section.auditLog", section: "auditLog" },
];

/** The pages inside informations (docs/product.md §3.5): the first three for admin roles, the last for everyone. */
export const informationsTabs: SubNavItem[] = [
  {
    path: "company-information",
    labelKey: "settings.informations.companyInformation",
    section: "companyInformation",
  },
  {
    path: "terms-and-conditions",
    labelKey: "settings.informations.termsAndConditions",
    section: "companyInformation",
  },
  { path: "refund-policy", labelKey: "settings.informations.refundPolicy", section: "companyInformation" },
  {
    path: "personal-information",
    labelKey: "settings.informations.personalInformation",
    section: "personalInformation",
  },
];
