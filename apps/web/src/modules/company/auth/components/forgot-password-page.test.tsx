import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../../components/testing/mock-fetch";
import { renderRoute } from "../../../../components/testing/render-route";
import { ForgotPasswordPage } from "./forgot-password-page";

afterEach(() => vi.unstubAllGlobals());

describe("ForgotPasswordPage", () => {
  it("sends the address in the page's language and says the same whatever the answer knows", async () => {
    const fetchMock = mockFetch({
      "POST /api/user/authenticate/forgot-password": { status: 202, body: { ok: true } },
    });
    await renderRoute(<ForgotPasswordPage />, { path: "/forgot-password" });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: " Anna@Example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByTestId("reset-link-sent")).toHaveTextContent(
      "If an account exists for that address, we have sent a link.",
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes("forgot-password"))!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: "anna@example.com", language: "EN" });
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/login");
  });

  it("sends nothing for an address that is not one", async () => {
    const fetchMock = mockFetch({});
    await renderRoute(<ForgotPasswordPage />, { path: "/forgot-password" });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByText("Value is not a valid email address")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the limit's title when the server asks to wait", async () => {
    mockFetch({
      "POST /api/user/authenticate/forgot-password": {
        status: 429,
        body: { title: "Too many password reset requests from this address. Please try again in an hour." },
      },
    });
    await renderRoute(<ForgotPasswordPage />, { path: "/forgot-password" });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "anna@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the link" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(/Too many password reset requests/),
    );
    expect(screen.queryByTestId("reset-link-sent")).not.toBeInTheDocument();
  });
});
