import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../../components/testing/mock-fetch";
import { renderRoute } from "../../../../components/testing/render-route";
import { ResetPasswordPage } from "./reset-password-page";

afterEach(() => vi.unstubAllGlobals());

const open = (url = "/reset-password?token=tok-123") =>
  renderRoute(<ResetPasswordPage />, { path: "/reset-password", url });

function typePasswords(password: string, repeat: string) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: repeat } });
  fireEvent.click(screen.getByRole("button", { name: "Save the new password" }));
}

describe("ResetPasswordPage", () => {
  it("sends the link's token with the new password and goes to sign in", async () => {
    const fetchMock = mockFetch({ "POST /api/user/authenticate/reset-password": { body: { ok: true } } });
    await open();
    typePasswords("a brand new passphrase", "a brand new passphrase");
    await waitFor(() => expect(screen.getByTestId("navigated")).toBeInTheDocument());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ token: "tok-123", password: "a brand new passphrase" });
  });

  it("asks for the same password twice and for a long enough one, sending nothing until then", async () => {
    const fetchMock = mockFetch({});
    await open();
    typePasswords("a brand new passphrase", "another passphrase");
    expect(await screen.findByText("The passwords are not the same")).toBeInTheDocument();
    typePasswords("short", "short");
    expect(await screen.findByText("This field should be at least 10 characters long")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says a refused link is invalid and offers a new one", async () => {
    mockFetch({
      "POST /api/user/authenticate/reset-password": {
        status: 400,
        body: { title: "This password reset link is invalid or has expired" },
      },
    });
    await open();
    typePasswords("a brand new passphrase", "a brand new passphrase");
    expect(await screen.findByTestId("reset-link-invalid")).toHaveTextContent(
      "This password reset link is invalid or has expired",
    );
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("explains itself when opened without a link", async () => {
    mockFetch({});
    await open("/reset-password");
    expect(screen.getByTestId("reset-link-invalid")).toHaveTextContent(
      "Open this page with the link in the email",
    );
    expect(screen.queryByRole("button", { name: "Save the new password" })).not.toBeInTheDocument();
  });
});
