/** Answers and a renderer for the payment settings screen's tests. */
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import {
  activeBrokers,
  brokerFieldNames,
  brokerProfiles,
  credentialFields,
  type BrokerDescription,
  type PaymentSettings,
  type VatExperience,
} from "@stund/shared/contracts/payment-settings";
import type { Language } from "@stund/shared/enums";
import { setRouteContext } from "../../../../lib/http/route-context";
import { initTestI18n } from "../../../../components/testing/test-i18n";
import { Toaster } from "../../../../components/toasts/toaster";
import { PaymentSettingsPage } from "../components/payment-settings-page";

/** What GET /paymentsettings/all answers on a server that allows the test broker. */
export const brokers: BrokerDescription[] = activeBrokers.map((broker) => {
  const profile = brokerProfiles[broker];
  return {
    broker,
    isActive: broker === "Sandbox",
    selectable: profile.selectable,
    unavailableReason: null,
    hostedCheckout: profile.hostedCheckout,
    paymentLinks: profile.paymentLinks,
    refunds: profile.refunds,
    partialRefunds: profile.partialRefunds,
    refundsInBrokerPortal: profile.refundsInBrokerPortal,
    webhooks: profile.webhooks,
    credentialFields: brokerFieldNames(broker).map((name) => ({ name, ...credentialFields[name] })),
    credentialSets: profile.credentialSets.map((set) => ({ ...set, fields: [...set.fields] })),
  };
});

export const sandboxSettings: PaymentSettings = {
  broker: "Sandbox",
  currency: "ISK",
  payoutTiming: "Unknown",
  vatOverrides: [],
  paymentLinksAvailable: true,
  credentials: { configured: true, fields: [] },
  webhookUrl: null,
  updatedAt: null,
};

export const rapydSettings: PaymentSettings = {
  ...sandboxSettings,
  broker: "Rapyd",
  payoutTiming: "Daily",
  webhookUrl: "https://stund.example/api/payments/webhooks/rapyd/0d6f1c2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f",
  credentials: {
    configured: true,
    fields: [
      { name: "accessKey", hint: "••••9F3K" },
      { name: "secretKey", hint: "••••" },
    ],
  },
  updatedAt: "2026-03-01T10:00:00.000Z",
};

export const valitorSettings: PaymentSettings = {
  ...sandboxSettings,
  broker: "ValitorPay",
  paymentLinksAvailable: false,
  credentials: {
    configured: true,
    fields: [
      { name: "merchantId", hint: "••••0700" },
      { name: "verificationCode", hint: "••••" },
    ],
  },
  updatedAt: "2026-03-01T10:00:00.000Z",
};

export const glacierWalk: VatExperience = {
  id: "5b0c1a2e-0000-4c1d-8e3f-000000000001",
  name: { EN: "Glacier walk", IS: "Jöklaganga" },
  projectName: "Glacier Tours",
  status: "Published",
  categoryRates: [24, 11],
};
export const northernLights: VatExperience = {
  id: "5b0c1a2e-0000-4c1d-8e3f-000000000002",
  name: { EN: "Northern lights bus", IS: "Norðurljósarúta" },
  projectName: "Glacier Tours",
  status: "Published",
  categoryRates: [11],
};

/** Renders the screen at its address for tenant "acme", in a language and at a window width. */
export async function renderPaymentSettings(options: { language?: Language; width?: number } = {}) {
  await initTestI18n(options.language ?? "EN");
  const happyDom = (window as unknown as { happyDOM?: { setViewport: (size: { width: number }) => void } })
    .happyDOM;
  happyDom?.setViewport({ width: options.width ?? 1280 });
  setRouteContext("acme", undefined);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: "/:tenant/settings/payment-and-billing/payment-settings", element: <PaymentSettingsPage /> }],
    { initialEntries: ["/acme/settings/payment-and-billing/payment-settings"] },
  );
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Toaster />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient };
}
