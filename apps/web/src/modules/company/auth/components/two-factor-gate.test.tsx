import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GetUserResponse } from "@stund/shared/contracts/auth";
import { mockApi, renderPage, userWith } from "../../../../components/testing/render-page";
import { TwoFactorGate } from "./two-factor-gate";

afterEach(() => vi.unstubAllGlobals());

const requiring = (twoFactorEnabled: boolean): GetUserResponse =>
  userWith(["ApplicationHost"], {
    twoFactorEnabled,
    tenants: [
      {
        id: "t1",
        identifier: "acme",
        name: "Acme Tours",
        isActivated: true,
        roles: ["ApplicationHost"],
        requireTwoFactor: true,
      },
    ],
  });

const open = () =>
  renderPage(
    "/acme/projects",
    "/:tenant/projects",
    <TwoFactorGate>
      <div data-testid="console">console</div>
    </TwoFactorGate>,
  );

describe("TwoFactorGate", () => {
  it("leads staff without two-factor to set it up before the console, and keeps the codes on screen", async () => {
    let enabled = false;
    mockApi({
      "GET /api/user/authenticate/acme/getUser": () => requiring(enabled),
      "POST /api/user/two-factor/setup": {
        secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        uri: "otpauth://totp/Stund:anna%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Stund",
        qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
      },
      "POST /api/user/two-factor/enable": () => {
        enabled = true;
        return { recoveryCodes: ["aaaaa-bbbbb", "ccccc-ddddd"] };
      },
      "GET /api/user/two-factor": () => ({ enabled, enabledAt: null, recoveryCodesLeft: 2 }),
    });
    const { queryClient } = await open();
    expect(await screen.findByText("Acme Tours requires two-factor sign-in")).toBeInTheDocument();
    expect(screen.queryByTestId("console")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(screen.getByTestId("sign-out")).toBeInTheDocument();

    fireEvent.change(await screen.findByTestId("two-factor-setup-code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findAllByTestId("recovery-code")).toHaveLength(2);
    // The hub tells the console at once; the codes stay until the person has saved them.
    await queryClient.invalidateQueries({ queryKey: ["currentUser"] });
    expect(screen.getAllByTestId("recovery-code")).toHaveLength(2);
    expect(screen.queryByTestId("console")).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId("recovery-codes-done"));
    await waitFor(() => expect(screen.getByTestId("console")).toBeInTheDocument());
    expect(screen.queryByTestId("two-factor-required")).not.toBeInTheDocument();
  });

  it("opens the console for staff who have two-factor", async () => {
    mockApi({ "GET /api/user/authenticate/acme/getUser": requiring(true) });
    await open();
    expect(await screen.findByTestId("console")).toBeInTheDocument();
    expect(screen.queryByTestId("two-factor-required")).not.toBeInTheDocument();
  });

  it("opens the console when the company does not require it", async () => {
    mockApi({ "GET /api/user/authenticate/acme/getUser": userWith(["Owner"]) });
    await open();
    expect(await screen.findByTestId("console")).toBeInTheDocument();
  });
});
