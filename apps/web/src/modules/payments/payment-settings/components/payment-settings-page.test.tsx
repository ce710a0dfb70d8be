import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentSettings } from "@stund/shared/contracts/payment-settings";
import type { TenantRole } from "@stund/shared/enums";
import { mockRecordedApi, type Routes } from "../../../../components/testing/recorded-api";
import { resetToasts } from "../../../../components/toasts/toast-store";
import { userWith } from "../../../../components/testing/render-page";
import {
  brokers,
  glacierWalk,
  northernLights,
  rapydSettings,
  renderPaymentSettings,
  sandboxSettings,
  valitorSettings,
} from "../testing/payment-settings-fixtures";

const api = "/acme/api/paymentsettings";
const option = (name: RegExp) => screen.getByRole("option", { name, hidden: true });
const byTestId = (id: string) => screen.getByTestId(id);
const type = (id: string, value: string) => fireEvent.change(byTestId(id), { target: { value } });

function routes(settings: PaymentSettings, extra: Routes = {}, roles: TenantRole[] = ["Owner"]): Routes {
  return {
    "GET /api/user/authenticate/acme/getUser": userWith(roles),
    [`GET ${api}`]: settings,
    [`GET ${api}/all`]: brokers,
    [`GET ${api}/experiences`]: [glacierWalk, northernLights],
    ...extra,
  };
}

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe("PaymentSettingsPage", { timeout: 20_000 }, () => {
  it("loads, then shows the Sandbox default with what it supports; Save waits for a change", async () => {
    mockRecordedApi(routes(sandboxSettings));
    await renderPaymentSettings();
    expect(byTestId("page-loading")).toBeInTheDocument();
    expect(await screen.findByTestId("payment-broker")).toHaveValue("Sandbox (test payments)");
    expect(byTestId("sandbox-note")).toHaveTextContent("no money moves");
    expect(byTestId("credentials-none")).toHaveTextContent("The test broker needs no credentials.");
    expect(byTestId("ability-paymentLinks")).toHaveAttribute("data-supported", "yes");
    expect(byTestId("payment-status")).toHaveTextContent("Payment links available");
    expect(await screen.findByTestId("vat-empty")).toHaveTextContent("No VAT rules");
    const save = byTestId("payment-settings-save");
    expect(save).toBeDisabled();
    fireEvent.click(byTestId("payment-payout-timing"));
    fireEvent.click(option(/^Daily$/));
    expect(save).toBeEnabled();
  });

  it("explains what each broker supports, ValitorPay's refunds made in Valitor's portal", async () => {
    mockRecordedApi(routes(sandboxSettings));
    await renderPaymentSettings();
    fireEvent.click(await screen.findByTestId("payment-broker"));
    const valitor = option(/^ValitorPay/);
    expect(valitor).not.toHaveAttribute("data-combobox-disabled");
    expect(valitor).toHaveTextContent(
      "Hosted payment page · Refunds (made in the broker's portal, recorded here) · Payment notices (webhooks)",
    );
    expect(option(/^Rapyd/)).toHaveTextContent(
      "Hosted payment page · Payment links · Refunds · Partial refunds · Payment notices (webhooks)",
    );
    expect(option(/^Straumur/)).not.toHaveTextContent("Payment links");
    expect(screen.queryByTestId("valitorpay-note")).toBeNull();
  });

  it("offers ValitorPay with its merchant ID and verification code, and says refunds are made in Valitor's portal", async () => {
    const calls = mockRecordedApi(routes(sandboxSettings, { [`PUT ${api}`]: valitorSettings }));
    await renderPaymentSettings();
    fireEvent.click(await screen.findByTestId("payment-broker"));
    fireEvent.click(option(/^ValitorPay/));
    expect(byTestId("payment-broker")).toHaveValue("ValitorPay");
    expect(byTestId("broker-summary")).toHaveTextContent("Valitor's hosted payment page");
    expect(byTestId("ability-paymentLinks")).toHaveAttribute("data-supported", "no");
    expect(byTestId("ability-refunds")).toHaveTextContent(
      "Refunds (made in the broker's portal, recorded here)",
    );
    expect(byTestId("valitorpay-note")).toHaveTextContent("Refunds are made in Valitor's own portal");
    expect(byTestId("valitorpay-note")).toHaveTextContent(
      "Refund the payment in Valitor's portal, then record the refund on the booking here",
    );
    expect(byTestId("valitorpay-note")).toHaveTextContent("Customers cannot cancel with a refund online");
    expect(byTestId("valitorpay-return-address")).toHaveTextContent("Nothing to enter in Valitor's portal");
    expect(screen.getByText("Verification code")).toBeInTheDocument();
    expect(byTestId("payment-settings-save")).toBeDisabled();
    type("credential-merchantId-input", " 20700 ");
    expect(byTestId("payment-settings-save")).toBeDisabled();
    type("credential-verificationCode-input", "2ef8ec654c");
    expect(byTestId("payment-settings-save")).toBeEnabled();
    fireEvent.click(byTestId("payment-settings-save"));

    await waitFor(() => expect(byTestId("credential-verificationCode-configured")).toBeInTheDocument());
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      broker: "ValitorPay",
      currency: "ISK",
      payoutTiming: "Unknown",
      vatOverrides: [],
      credentials: { merchantId: "20700", verificationCode: "2ef8ec654c" },
    });
    expect(byTestId("payment-status")).toHaveTextContent("No payment links");
    expect(screen.queryByTestId("webhook-address")).toBeNull();
  });

  it("asks for Rapyd's keys as empty password inputs and saves them, then shows them configured", async () => {
    const calls = mockRecordedApi(routes(sandboxSettings, { [`PUT ${api}`]: rapydSettings }));
    await renderPaymentSettings();
    fireEvent.click(await screen.findByTestId("payment-broker"));
    fireEvent.click(option(/^Rapyd/));
    const access = byTestId("credential-accessKey-input");
    expect(access).toHaveAttribute("type", "password");
    expect(access).toHaveValue("");
    expect(byTestId("payment-settings-save")).toBeDisabled();
    expect(byTestId("payment-settings-invalid")).toBeInTheDocument();
    type("credential-accessKey-input", "rak_live_ACCESS_9F3K");
    type("credential-secretKey-input", " rsk_secret ");
    expect(byTestId("payment-settings-save")).toBeEnabled();
    fireEvent.click(byTestId("payment-settings-save"));

    await waitFor(() => expect(byTestId("credential-secretKey-configured")).toBeInTheDocument());
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      broker: "Rapyd",
      currency: "ISK",
      payoutTiming: "Unknown",
      vatOverrides: [],
      credentials: { accessKey: "rak_live_ACCESS_9F3K", secretKey: "rsk_secret" },
    });
    expect(await screen.findByText("Your changes have been successfully saved!")).toBeInTheDocument();
    expect(byTestId("payment-settings-save")).toBeDisabled();
  });

  it("never prefills a stored credential and sends only the one that was replaced", async () => {
    const calls = mockRecordedApi(routes(rapydSettings, { [`PUT ${api}`]: rapydSettings }));
    await renderPaymentSettings();
    const access = await screen.findByTestId("credential-accessKey");
    expect(access).toHaveTextContent("Configured");
    expect(access).toHaveTextContent("••••9F3K");
    expect(within(access).queryByRole("textbox")).toBeNull();
    expect(document.querySelectorAll('input[type="password"]')).toHaveLength(0);
    // The address to enter in Rapyd's portal is shown whole, read-only.
    expect(within(byTestId("webhook-address")).getByRole("textbox")).toHaveValue(rapydSettings.webhookUrl);

    fireEvent.click(byTestId("credential-secretKey-replace"));
    expect(byTestId("credential-secretKey-input")).toHaveValue("");
    fireEvent.click(byTestId("credential-secretKey-keep"));
    expect(byTestId("payment-settings-save")).toBeDisabled();
    fireEvent.click(byTestId("credential-secretKey-replace"));
    type("credential-secretKey-input", "rsk_new");
    fireEvent.click(byTestId("payment-settings-save"));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      credentials: { secretKey: "rsk_new" },
    });
  });

  it("adds a VAT rule that shows the rates it replaces, and saves it", async () => {
    const calls = mockRecordedApi(routes(sandboxSettings, { [`PUT ${api}`]: sandboxSettings }));
    await renderPaymentSettings();
    fireEvent.click(await screen.findByTestId("vat-add"));
    expect(byTestId("vat-rule-0-experience")).toHaveValue("Glacier walk");
    expect(byTestId("vat-rule-0")).toHaveTextContent("Replaces the categories' rates: 24 %, 11 %");
    type("vat-rule-0-rate", "11");
    fireEvent.click(byTestId("vat-add"));
    expect(byTestId("vat-rule-1-experience")).toHaveValue("Northern lights bus");
    expect(byTestId("vat-add")).toBeDisabled();
    fireEvent.click(byTestId("vat-rule-1-remove"));
    fireEvent.click(byTestId("payment-settings-save"));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      vatOverrides: [{ experienceId: glacierWalk.id, rate: 11 }],
    });
  });

  it("puts the server's field messages on the fields and says what failed", async () => {
    mockRecordedApi(
      routes(sandboxSettings, {
        [`PUT ${api}`]: {
          status: 400,
          body: {
            title: "The payment settings are not valid",
            errors: { "vatOverrides.0.experienceId": ["Choose an experience of this company"] },
          },
        },
      }),
    );
    await renderPaymentSettings();
    fireEvent.click(await screen.findByTestId("vat-add"));
    fireEvent.click(byTestId("payment-settings-save"));
    expect(await screen.findByText("Choose an experience of this company")).toBeInTheDocument();
    expect(await screen.findByText("The payment settings are not valid")).toBeInTheDocument();
  });

  it("shows the spec's refusal for a member without an admin role, in the user's language", async () => {
    mockRecordedApi(
      routes(sandboxSettings, {
        [`PUT ${api}`]: { status: 403, body: { title: "User does not have admin permission" } },
      }),
    );
    await renderPaymentSettings({ language: "IS" });
    fireEvent.click(await screen.findByTestId("payment-payout-timing"));
    fireEvent.click(option(/^Daglega$/));
    fireEvent.click(byTestId("payment-settings-save"));
    expect(await screen.findByText("Notandinn hefur ekki stjórnandaheimild")).toBeInTheDocument();
  });

  it("lets a manager see the settings but not change them", async () => {
    mockRecordedApi(routes(rapydSettings, {}, ["ApplicationManager"]));
    await renderPaymentSettings();
    expect(await screen.findByTestId("payment-settings-read-only")).toHaveTextContent(
      "Only the owner or an administrator can change payment settings.",
    );
    expect(byTestId("payment-broker")).toBeDisabled();
    expect(byTestId("credential-secretKey-replace")).toBeDisabled();
    expect(screen.queryByTestId("payment-settings-save")).toBeNull();
  });

  it("shows an error with a retry when the settings cannot be loaded", async () => {
    let fail = true;
    mockRecordedApi(
      routes(sandboxSettings, {
        [`GET ${api}`]: () =>
          fail ? { status: 500, body: { title: "Internal Server Error" } } : sandboxSettings,
      }),
    );
    await renderPaymentSettings();
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load this.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("payment-broker")).toBeInTheDocument();
  });

  it("speaks Icelandic and fits a phone, also with no experiences to name", async () => {
    mockRecordedApi(routes(sandboxSettings, { [`GET ${api}/experiences`]: [] }));
    await renderPaymentSettings({ language: "IS", width: 390 });
    expect(screen.getByText("Greiðslustillingar")).toBeInTheDocument();
    expect(await screen.findByTestId("payment-broker")).toHaveValue("Prófunarumhverfi (prufugreiðslur)");
    fireEvent.click(byTestId("payment-broker"));
    fireEvent.click(option(/^ValitorPay/));
    expect(byTestId("valitorpay-note")).toHaveTextContent("Endurgreiðslur eru gerðar í vefgátt Valitor");
    expect(byTestId("credential-verificationCode")).toHaveTextContent("Staðfestingarkóði");
    expect(await screen.findByTestId("vat-empty")).toHaveTextContent("Engar upplifanir enn.");
    expect(byTestId("vat-add")).toBeDisabled();
  });
});
