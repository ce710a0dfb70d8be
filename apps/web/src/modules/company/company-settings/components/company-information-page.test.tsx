import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultTenantSettings, type Tenant } from "@stund/shared/contracts/tenants";
import { mockApi, renderPage } from "../../../../components/testing/render-page";
import { CompanyInformationPage } from "./company-information-page";

const tenant: Tenant = {
  id: "t1",
  identifier: "acme",
  name: "Acme Tours",
  companyInfo: {
    address: "Hafnarstræti 1",
    postalCode: "101",
    city: "Reykjavík",
    email: "info@acme.is",
    phone: "+354 555 1234",
    companySsn: "5501012345",
    website: "https://acme.is",
  },
  billingInfo: { companySsn: "", countryCode: "IS", email: "" },
  settings: defaultTenantSettings,
  logo: null,
  isDeleted: false,
  isActivated: true,
  createdAt: "2026-01-01T00:00:00Z",
  requireTwoFactor: false,
};

const open = () =>
  renderPage(
    "/acme/settings/informations/company-information",
    "/:tenant/settings/informations/company-information",
    <CompanyInformationPage />,
  );

afterEach(() => vi.unstubAllGlobals());

describe("CompanyInformationPage", () => {
  it("enables Save only while a value differs from the loaded one", async () => {
    mockApi({ "GET /acme/api/tenants/current": tenant });
    await open();
    const city = await screen.findByTestId("company-city");
    const save = screen.getByTestId("company-information-save");
    expect(save).toBeDisabled();
    fireEvent.change(city, { target: { value: "Akureyri" } });
    expect(save).toBeEnabled();
    fireEvent.change(city, { target: { value: "Reykjavík" } });
    expect(save).toBeDisabled();
  });

  it("saves name and company information, shows Saving..., then is clean again", async () => {
    let release: () => void = () => undefined;
    const calls = mockApi({
      "GET /acme/api/tenants/current": tenant,
      "PUT /acme/api/tenants/": () => new Promise((resolve) => (release = () => resolve({ ok: true }))),
    });
    await open();
    fireEvent.change(await screen.findByTestId("company-name"), { target: { value: "Acme Glacier Tours " } });
    fireEvent.click(screen.getByTestId("company-information-save"));
    await waitFor(() =>
      expect(screen.getByTestId("company-information-save")).toHaveTextContent("Saving..."),
    );
    release();
    await waitFor(() => expect(screen.getByTestId("company-information-save")).toHaveTextContent("Save"));
    expect(screen.getByTestId("company-information-save")).toBeDisabled();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toEqual({ name: "Acme Glacier Tours", companyInfo: tenant.companyInfo });
  });

  it("keeps only a leading plus, digits and spaces in the phone number", async () => {
    mockApi({ "GET /acme/api/tenants/current": tenant });
    await open();
    fireEvent.change(await screen.findByTestId("company-phone"), { target: { value: "+354-555 12ab34" } });
    expect(screen.getByTestId("company-phone")).toHaveValue("+354555 1234");
  });

  it("shows the spec's message for an invalid email once the field was edited", async () => {
    const calls = mockApi({ "GET /acme/api/tenants/current": tenant });
    await open();
    fireEvent.change(await screen.findByTestId("company-email"), { target: { value: "info@" } });
    expect(await screen.findByText("Value is not a valid email address")).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("company-information-save"));
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("shows an error with a retry when the company cannot be loaded", async () => {
    mockApi({ "GET /acme/api/tenants/current": { status: 500, body: { title: "Boom" } } });
    await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load this");
  });
});
