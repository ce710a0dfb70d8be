import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderPage, userWith } from "../../../../components/testing/render-page";
import { TwoFactorPolicySwitch } from "./two-factor-policy-switch";

afterEach(() => vi.unstubAllGlobals());

const open = (required: boolean) =>
  renderPage(
    "/acme/settings/informations/company-information",
    "/:tenant/settings/informations/company-information",
    <TwoFactorPolicySwitch tenant="acme" required={required} />,
  );

describe("TwoFactorPolicySwitch", () => {
  it("requires two-factor of all staff for an Owner who has it", async () => {
    const calls = mockApi({
      "GET /api/user/authenticate/acme/getUser": userWith(["Owner"], { twoFactorEnabled: true }),
      "PUT /acme/api/tenants/two-factor": { required: true },
    });
    await open(false);
    const toggle = await screen.findByRole("switch", { name: /Require two-factor sign-in for all staff/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ required: true });
  });

  it("cannot be turned on by an Owner without two-factor, and says why", async () => {
    mockApi({ "GET /api/user/authenticate/acme/getUser": userWith(["Owner"], { twoFactorEnabled: false }) });
    await open(false);
    expect(await screen.findByTestId("two-factor-policy-needs-own")).toHaveTextContent(
      "Set up two-factor sign-in for yourself first",
    );
    expect(screen.getByRole("switch")).toBeDisabled();
  });

  it("can always be turned off", async () => {
    const calls = mockApi({
      "GET /api/user/authenticate/acme/getUser": userWith(["Owner"], { twoFactorEnabled: false }),
      "PUT /acme/api/tenants/two-factor": { required: false },
    });
    await open(true);
    const toggle = await screen.findByRole("switch");
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ required: false }),
    );
  });
});
