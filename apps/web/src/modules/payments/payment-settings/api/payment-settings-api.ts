import type {
  BrokerDescription,
  PaymentSettings,
  UpdatePaymentSettingsBody,
  VatExperience,
} from "@stund/shared/contracts/payment-settings";
import { apiCall } from "../../../../lib/http/client";

export const paymentSettingsKey = (tenant: string | undefined) => ["paymentSettings", tenant] as const;
export const brokerDescriptionsKey = (tenant: string | undefined) => ["paymentBrokers", tenant] as const;
export const vatExperiencesKey = (tenant: string | undefined) => ["paymentVatExperiences", tenant] as const;

const options = (tenant: string | undefined) => ({ tenant, useProject: false });

/** GET /{tenant}/api/paymentsettings: credentials come as hints only. */
export const fetchPaymentSettings = (tenant: string | undefined) =>
  apiCall<PaymentSettings>("/paymentsettings", options(tenant));

/** GET /{tenant}/api/paymentsettings/all: every broker with what it supports. */
export const fetchBrokerDescriptions = (tenant: string | undefined) =>
  apiCall<BrokerDescription[]>("/paymentsettings/all", options(tenant));

/** GET /{tenant}/api/paymentsettings/experiences: what a VAT rule can name. */
export const fetchVatExperiences = (tenant: string | undefined) =>
  apiCall<VatExperience[]>("/paymentsettings/experiences", options(tenant));

/** PUT /{tenant}/api/paymentsettings; answers the saved settings. */
export const savePaymentSettings = (tenant: string | undefined, body: UpdatePaymentSettingsBody) =>
  apiCall<PaymentSettings>("/paymentsettings", { ...options(tenant), method: "PUT", body });
