import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderPage } from "../../../../components/testing/render-page";
import { billedCompany, unbilledCompany } from "../testing/fixtures";
import { BillingInformationPage } from "./billing-information-page";

afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderPage(
    "/acme/settings/subscription/billing-information",
    "/:tenant/settings/subscription/billing-information",
    <BillingInformationPage />,
  );
const countries = { "GET /api/countries/EN": [{ code: "IS", name: "Iceland" }] };

describe("BillingInformationPage (docs/product.md §6.6)", () => {
  it("enables Save only when something changed and the form is valid, then saves", async () => {
    const calls = mockApi({
      ...countries,
      "GET /acme/api/tenants/current": billedCompany,
      "PUT /acme/api/tenants/billinginfo": (body: unknown) => ({ ...billedCompany, billingInfo: body }),
    });
    await open();
    const email = await screen.findByLabelText(/Billing email/);
    const save = screen.getByTestId("billing-information-save");
    expect(save).toBeDisabled();
    fireEvent.change(email, { target: { value: "accounts@" } });
    expect(await screen.findByText("Billing email must be a legit email")).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.change(email, { target: { value: "accounts@acme.is" } });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      companySsn: "5501012345",
      countryCode: "IS",
      email: "accounts@acme.is",
    });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("shows the spec's required messages and a disabled billing country", async () => {
    mockApi({ ...countries, "GET /acme/api/tenants/current": unbilledCompany });
    await open();
    const ssn = await screen.findByLabelText(/Company ID number/);
    fireEvent.change(ssn, { target: { value: "1" } });
    fireEvent.change(ssn, { target: { value: "" } });
    expect(await screen.findByText("Company ssn is required")).toBeInTheDocument();
    fireEvent.focus(screen.getByLabelText(/Billing email/));
    fireEvent.blur(screen.getByLabelText(/Billing email/));
    expect(await screen.findByText("Billing email is required")).toBeInTheDocument();
    expect(screen.getByTestId("billing-country")).toBeDisabled();
    expect(screen.getByTestId("billing-information-save")).toBeDisabled();
  });
});
