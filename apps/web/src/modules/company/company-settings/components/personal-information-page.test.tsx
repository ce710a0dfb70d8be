import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PersonalInformation } from "@stund/shared/contracts/personal-information";
import { mockApi, renderPage } from "../../../../components/testing/render-page";
import { PersonalInformationPage } from "./personal-information-page";

const profile: PersonalInformation = {
  id: "u1",
  email: "anna@example.com",
  name: "Anna",
  phone: "+354 555 1234",
  language: "EN",
  image: null,
};

const open = () =>
  renderPage(
    "/acme/settings/informations/personal-information",
    "/:tenant/settings/informations/personal-information",
    <PersonalInformationPage />,
  );

afterEach(() => vi.unstubAllGlobals());

describe("PersonalInformationPage", () => {
  it("shows the email read-only and saves name and phone once changed", async () => {
    const calls = mockApi({
      "GET /acme/api/personalinformation/currentuser": profile,
      "PUT /acme/api/personalinformation/currentuser": { ok: true },
    });
    await open();
    expect(await screen.findByTestId("personal-email")).toHaveAttribute("readonly");
    const save = screen.getByTestId("personal-information-save");
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByTestId("personal-phone"), { target: { value: "+354 666 0000" } });
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      name: "Anna",
      phone: "+354 666 0000",
      language: "EN",
    });
  });

  it("deletes the account only after the email is typed, then goes to login", async () => {
    const calls = mockApi({
      "GET /acme/api/personalinformation/currentuser": profile,
      "DELETE /acme/api/personalinformation/user/u1": { ok: true },
    });
    const { router } = await open();
    fireEvent.click(await screen.findByTestId("delete-account"));
    const confirm = await screen.findByRole("button", { name: "Delete account" });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByTestId("delete-account-email"), { target: { value: "anna@" } });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByTestId("delete-account-email"), { target: { value: "Anna@Example.com" } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(calls.some((call) => call.method === "DELETE")).toBe(true);
  });
});
