import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import i18n from "i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { GetUserResponse } from "@stund/shared/contracts/auth";
import type { PaymentSettings } from "@stund/shared/contracts/payment-settings";
import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import { defaultTenantSettings, type Tenant } from "@stund/shared/contracts/tenants";
import type { TenantRole } from "@stund/shared/enums";
import { renderWithProviders } from "../../components/testing/render-with-providers";
import { initTestI18n } from "../../components/testing/test-i18n";
import { AlertBanners } from "./alert-banners";

function userWith(tenantRoles: TenantRole[], isSuperAdmin = false): GetUserResponse {
  return {
    authenticated: true,
    id: "u1",
    email: "guest@acme.is",
    name: "Guest",
    image: null,
    isSuperAdmin,
    roles: tenantRoles,
    tenantRoles,
    projectRoles: {},
    tenants: [
      {
        id: "t1",
        identifier: "acme",
        name: "Acme",
        isActivated: true,
        roles: tenantRoles,
        requireTwoFactor: false,
      },
    ],
    twoFactorEnabled: false,
  };
}

function tenantWith(change: (tenant: Tenant) => void = () => undefined): Tenant {
  const tenant: Tenant = {
    id: "t1",
    identifier: "acme",
    name: "Acme",
    companyInfo: {
      address: "Laugavegur 1",
      postalCode: "101",
      city: "Reykjavík",
      email: "hello@acme.is",
      phone: "+354 555 1234",
      companySsn: "5501012345",
      website: "",
    },
    billingInfo: { companySsn: "5501012345", countryCode: "IS", email: "billing@acme.is" },
    settings: { ...defaultTenantSettings, paymentBroker: "Rapyd" },
    logo: null,
    isDeleted: false,
    isActivated: true,
    createdAt: "2025-01-01T00:00:00Z",
    requireTwoFactor: false,
  };
  change(tenant);
  return tenant;
}

const activeBasic: CurrentSubscription = {
  subscriptionType: "Basic",
  subscriptionStatus: "Active",
  billingStartDate: "2025-01-01T00:00:00Z",
  billingEndDate: "2025-02-01T00:00:00Z",
  cancellationDate: null,
  unsubscribeDate: null,
  pendingSubscriptions: [],
};

interface Server {
  user: GetUserResponse;
  tenant: Tenant;
  /** The payment settings' customersCanPay; true unless a test says otherwise. */
  customersCanPay?: boolean;
  terms: string | null;
  subscription: CurrentSubscription | null;
}

/** A new company's payment settings: the built-in sandbox, which needs no keys. */
const sandboxSettings: Omit<PaymentSettings, "customersCanPay"> = {
  broker: "Sandbox",
  currency: "ISK",
  payoutTiming: "Unknown",
  vatOverrides: [],
  paymentLinksAvailable: true,
  credentials: { configured: true, fields: [] },
  webhookUrl: null,
  updatedAt: null,
};

const requested: string[] = [];

function serve(server: Server) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requested.push(url);
      const answer = (status: number, body: unknown) => ({
        ok: status < 400,
        status,
        statusText: "",
        text: async () => JSON.stringify(body),
        json: async () => body,
      });
      if (url.startsWith("/api/user/authenticate/")) return answer(200, server.user);
      if (url === "/acme/api/tenants/current") return answer(200, server.tenant);
      if (url === "/acme/api/tenants/settings/policy/TermsAndConditions") {
        return server.terms === null
          ? answer(404, { title: "Not found" })
          : answer(200, { type: "TermsAndConditions", content: server.terms, updatedAt: null });
      }
      if (url === "/acme/api/subscriptions/subscription") return answer(200, server.subscription);
      if (url === "/acme/api/paymentsettings")
        return answer(200, { ...sandboxSettings, customersCanPay: server.customersCanPay ?? true });
      return answer(404, { title: "Not found" });
    }),
  );
}

const renderBanners = (url = "/acme/projects") =>
  renderWithProviders(<AlertBanners />, { url, path: "/:tenant/*" });

/** Each shown banner's palette colour, read from the colour variables Mantine renders. */
function bannerColours(): Record<string, string> {
  const colours: Record<string, string> = {};
  for (const banner of document.querySelectorAll<HTMLElement>("[data-banner]")) {
    const colour = /--mantine-color-(\w+)-light\b/.exec(banner.getAttribute("style") ?? "")?.[1];
    colours[banner.dataset.banner!] = colour ?? "none";
  }
  return colours;
}

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeAll(() => initTestI18n("EN"));
beforeEach(() => {
  requested.length = 0;
  clearCookies();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await i18n.changeLanguage("EN");
});

describe("admin alert banners (docs/product.md §4.7)", () => {
  it("shows every banner that applies, each linking to the page that fixes it", async () => {
    serve({
      user: userWith(["Owner"]),
      tenant: tenantWith((t) => {
        t.companyInfo.phone = "";
        t.billingInfo.email = "";
      }),
      customersCanPay: false,
      terms: null,
      subscription: activeBasic,
    });
    renderBanners();
    expect(await screen.findByText("Payment settings are incomplete")).toBeInTheDocument();
    expect(screen.getByText(/Please select a currency and payment broker/)).toBeInTheDocument();
    const links = {
      "Go to payment settings": "/acme/settings/payment-and-billing/payment-settings",
      "Go to company information": "/acme/settings/informations/company-information",
      "Go to terms and conditions": "/acme/settings/informations/terms-and-conditions",
      "Go to billing information": "/acme/settings/subscription/billing-information",
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  it("colours each banner by its severity: errors red, warnings orange, information blue", async () => {
    serve({
      user: userWith(["Owner"]),
      tenant: tenantWith((t) => {
        t.companyInfo.address = "";
        t.billingInfo.companySsn = "";
      }),
      customersCanPay: false,
      terms: "",
      subscription: activeBasic,
    });
    renderBanners();
    await screen.findByText("Payment settings are incomplete");
    expect(bannerColours()).toEqual({
      paymentSettings: "red",
      companyInformation: "orange",
      termsAndConditions: "orange",
      billingInformation: "blue",
    });
  });

  it("shows no payment banner for a new company whose customers pay through the sandbox", async () => {
    serve({
      user: userWith(["Owner"]),
      // The tenant settings keep Sandbox as the spec's None; the server says customers can pay.
      tenant: tenantWith((t) => (t.settings.paymentBroker = "None")),
      customersCanPay: true,
      terms: "",
      subscription: activeBasic,
    });
    renderBanners();
    await screen.findByText("Terms and conditions are missing");
    expect(requested).toContain("/acme/api/paymentsettings");
    expect(screen.queryByText("Payment settings are incomplete")).not.toBeInTheDocument();
  });

  it("shows a failed subscription payment in red", async () => {
    serve({
      user: userWith(["Owner"]),
      tenant: tenantWith(),
      terms: "<p>Terms</p>",
      subscription: { ...activeBasic, subscriptionStatus: "UnPaid" },
    });
    renderBanners();
    await screen.findByText("Your subscription payment failed");
    expect(bannerColours()).toEqual({ paymentFailed: "red" });
  });

  it("shows nothing for a complete company", async () => {
    serve({
      user: userWith(["ApplicationAdministrator"]),
      tenant: tenantWith(),
      terms: "<p>Terms</p>",
      subscription: activeBasic,
    });
    renderBanners();
    await waitFor(() => expect(requested).toContain("/acme/api/subscriptions/subscription"));
    await waitFor(() => expect(requested).toContain("/acme/api/tenants/current"));
    expect(screen.queryByTestId("alert-banners")).not.toBeInTheDocument();
  });

  it("shows nothing to a user without an admin role and does not ask for the company", async () => {
    serve({
      user: userWith(["ApplicationManager"]),
      tenant: tenantWith(),
      customersCanPay: false,
      terms: "",
      subscription: activeBasic,
    });
    renderBanners();
    await waitFor(() =>
      expect(requested.some((url) => url.startsWith("/api/user/authenticate/"))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId("alert-banners")).not.toBeInTheDocument();
    expect(requested).not.toContain("/acme/api/tenants/current");
  });

  it("shows banners to a super admin", async () => {
    serve({ user: userWith([], true), tenant: tenantWith(), terms: "", subscription: null });
    renderBanners();
    expect(await screen.findByText("Terms and conditions are missing")).toBeInTheDocument();
  });

  it("leaves out the billing banner during a trial", async () => {
    serve({
      user: userWith(["Owner"]),
      tenant: tenantWith((t) => (t.billingInfo.companySsn = "")),
      customersCanPay: false,
      terms: "<p>Terms</p>",
      subscription: { ...activeBasic, subscriptionType: "Trial" },
    });
    renderBanners();
    expect(await screen.findByText("Payment settings are incomplete")).toBeInTheDocument();
    expect(screen.queryByText("Billing information is incomplete")).not.toBeInTheDocument();
  });

  it("hides a dismissed banner for 5 days in that tenant only", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-01T12:00:00Z"));
    serve({
      user: userWith(["Owner"]),
      tenant: tenantWith(),
      customersCanPay: false,
      terms: "",
      subscription: activeBasic,
    });
    const first = renderBanners();
    await screen.findByText("Payment settings are incomplete");
    fireEvent.click(screen.getAllByRole("button", { name: "Hide for 5 days" })[0]!);
    expect(screen.queryByText("Payment settings are incomplete")).not.toBeInTheDocument();
    expect(screen.getByText("Terms and conditions are missing")).toBeInTheDocument();
    expect(document.cookie).toContain("stund-alert-paymentSettings-acme=1");
    first.unmount();

    const second = renderBanners();
    await screen.findByText("Terms and conditions are missing");
    expect(screen.queryByText("Payment settings are incomplete")).not.toBeInTheDocument();
    second.unmount();

    act(() => vi.setSystemTime(new Date("2025-03-06T12:00:01Z")));
    renderBanners();
    expect(await screen.findByText("Payment settings are incomplete")).toBeInTheDocument();
  });

  it("speaks Icelandic", async () => {
    await i18n.changeLanguage("IS");
    serve({
      user: userWith(["Owner"]),
      tenant: tenantWith(),
      customersCanPay: false,
      terms: "<p>Skilmálar</p>",
      subscription: activeBasic,
    });
    renderBanners();
    expect(await screen.findByText("Greiðslustillingar eru ófullgerðar")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Fara í greiðslustillingar" })).toBeInTheDocument();
  });
});
