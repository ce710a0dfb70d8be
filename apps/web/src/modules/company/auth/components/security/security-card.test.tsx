import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderPage } from "../../../../../components/testing/render-page";
import { SecurityCard } from "./security-card";

afterEach(() => vi.unstubAllGlobals());

const off = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
const on = { enabled: true, enabledAt: "2026-03-01T10:00:00Z", recoveryCodesLeft: 7 };
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const setup = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  uri: "otpauth://totp/Stund:anna%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Stund",
  qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
};

const open = () =>
  renderPage(
    "/acme/settings/informations/personal-information",
    "/:tenant/settings/informations/personal-information",
    <SecurityCard />,
  );

describe("the security card: password and sessions", () => {
  it("changes the password with the current one and says the other sessions ended", async () => {
    const calls = mockApi({
      "GET /api/user/two-factor": off,
      "PUT /api/user/authenticate/password": { ok: true },
    });
    await open();
    const form = screen.getByTestId("change-password");
    fireEvent.change(within(form).getByLabelText(/^Current password/), { target: { value: "old password" } });
    fireEvent.change(within(form).getByLabelText(/^New password/), {
      target: { value: "a brand new passphrase" },
    });
    fireEvent.change(within(form).getByLabelText(/^Repeat the new password/), {
      target: { value: "a brand new passphrase" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await screen.findByTestId("password-changed")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      currentPassword: "old password",
      newPassword: "a brand new passphrase",
    });
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue("");
  });

  it("puts a wrong current password on its field", async () => {
    mockApi({
      "GET /api/user/two-factor": off,
      "PUT /api/user/authenticate/password": {
        status: 400,
        body: {
          title: "The password is not correct",
          errors: { currentPassword: ["The password is not correct"] },
        },
      },
    });
    await open();
    const form = screen.getByTestId("change-password");
    fireEvent.change(within(form).getByLabelText(/^Current password/), { target: { value: "wrong one" } });
    fireEvent.change(within(form).getByLabelText(/^New password/), {
      target: { value: "a brand new passphrase" },
    });
    fireEvent.change(within(form).getByLabelText(/^Repeat the new password/), {
      target: { value: "a brand new passphrase" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("The password is not correct")).toBeInTheDocument();
    expect(screen.queryByTestId("password-changed")).not.toBeInTheDocument();
  });

  it("signs out the other sessions and says how many", async () => {
    mockApi({ "GET /api/user/two-factor": off, "POST /api/user/authenticate/sign-out-others": { ended: 2 } });
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Sign out of all other sessions" }));
    expect(await screen.findByTestId("sessions-ended")).toHaveTextContent(
      "2 other sessions were signed out.",
    );
  });
});

describe("the security card: two-factor sign-in", () => {
  it("sets it up: scans, confirms with a code, shows the recovery codes once, then reads the state again", async () => {
    let enabled = false;
    const calls = mockApi({
      "GET /api/user/two-factor": () => (enabled ? { ...on, recoveryCodesLeft: 10 } : off),
      "POST /api/user/two-factor/setup": setup,
      "POST /api/user/two-factor/enable": () => {
        enabled = true;
        return { recoveryCodes: codes };
      },
    });
    await open();
    expect(await screen.findByTestId("two-factor-badge")).toHaveTextContent("Off");
    fireEvent.click(screen.getByTestId("two-factor-set-up"));
    expect(await screen.findByAltText("QR code to scan with your authenticator app")).toHaveAttribute(
      "src",
      setup.qrCode,
    );
    expect(screen.getByTestId("two-factor-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP");
    const turnOn = screen.getByRole("button", { name: "Turn on" });
    expect(turnOn).toBeDisabled();
    fireEvent.change(screen.getByTestId("two-factor-setup-code"), { target: { value: "654321" } });
    fireEvent.click(turnOn);
    expect(await screen.findAllByTestId("recovery-code")).toHaveLength(10);
    expect(screen.getByText(codes[0]!)).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/user/two-factor/enable")?.body).toEqual({
      code: "654321",
    });

    fireEvent.click(screen.getByTestId("recovery-codes-done"));
    await waitFor(() => expect(screen.getByTestId("two-factor-badge")).toHaveTextContent("On"));
    expect(screen.queryByTestId("recovery-codes")).not.toBeInTheDocument();
    expect(screen.getByText(/Recovery codes left: 10/)).toBeInTheDocument();
  });

  it("shows a refused code and stays on the set-up", async () => {
    mockApi({
      "GET /api/user/two-factor": off,
      "POST /api/user/two-factor/setup": setup,
      "POST /api/user/two-factor/enable": { status: 400, body: { title: "The code is not correct" } },
    });
    await open();
    fireEvent.click(await screen.findByTestId("two-factor-set-up"));
    fireEvent.change(await screen.findByTestId("two-factor-setup-code"), { target: { value: "111111" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The code is not correct");
    expect(screen.queryByTestId("recovery-codes")).not.toBeInTheDocument();
  });

  it("turns it off with the password", async () => {
    let enabled = true;
    const calls = mockApi({
      "GET /api/user/two-factor": () => (enabled ? on : off),
      "POST /api/user/two-factor/disable": () => {
        enabled = false;
        return { ok: true };
      },
    });
    await open();
    expect(await screen.findByText(/Recovery codes left: 7/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Turn off" }));
    const dialog = await screen.findByRole("dialog");
    const confirm = within(dialog).getByRole("button", { name: "Turn off" });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByTestId("confirm-password"), { target: { value: "my password" } });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId("two-factor-badge")).toHaveTextContent("Off"));
    expect(calls.find((call) => call.path === "/api/user/two-factor/disable")?.body).toEqual({
      password: "my password",
    });
  });

  it("gives new recovery codes after the password, and shows a wrong password's title", async () => {
    let tries = 0;
    mockApi({
      "GET /api/user/two-factor": on,
      "POST /api/user/two-factor/recovery-codes": () =>
        ++tries === 1
          ? { status: 400, body: { title: "The password is not correct" } }
          : { recoveryCodes: codes },
    });
    await open();
    fireEvent.click(await screen.findByRole("button", { name: "New recovery codes" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByTestId("confirm-password"), { target: { value: "wrong" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "New recovery codes" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The password is not correct");
    fireEvent.change(within(dialog).getByTestId("confirm-password"), { target: { value: "right" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "New recovery codes" }));
    expect(await screen.findAllByTestId("recovery-code")).toHaveLength(10);
  });

  it("shows an error with a retry when the state cannot be read", async () => {
    mockApi({ "GET /api/user/two-factor": { status: 500, body: { title: "Internal Server Error" } } });
    await open();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
