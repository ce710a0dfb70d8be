import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../../components/testing/mock-fetch";
import { renderRoute } from "../../../../components/testing/render-route";
import { LoginPage } from "./login-page";

afterEach(() => vi.unstubAllGlobals());

const signedOut = { "GET /api/user/authenticate/__notset__/getUser": { status: 401, body: { title: "x" } } };

describe("LoginPage", () => {
  it("shows a field's error only once that field is edited or touched", async () => {
    mockFetch(signedOut);
    await renderRoute(<LoginPage />, { path: "/login" });
    const email = screen.getByLabelText(/Email/);
    const password = screen.getByLabelText(/Password/);
    expect(screen.queryByText("Value is not a valid email address")).not.toBeInTheDocument();
    expect(screen.queryByText("Value is required")).not.toBeInTheDocument();

    fireEvent.change(email, { target: { value: "not-an-email" } });
    expect(await screen.findByText("Value is not a valid email address")).toBeInTheDocument();
    expect(password).not.toHaveAttribute("aria-invalid", "true");

    fireEvent.focus(password);
    fireEvent.blur(password);
    expect(await screen.findByText("Value is required")).toBeInTheDocument();
  });

  it("shows every error when submitted empty and sends nothing", async () => {
    const fetchMock = mockFetch(signedOut);
    await renderRoute(<LoginPage />, { path: "/login" });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findAllByText("Value is required")).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/login"))).toBe(false);
  });

  it("shows the title of a refused sign-in", async () => {
    mockFetch({
      ...signedOut,
      "POST /api/user/authenticate/login": {
        status: 401,
        body: { title: "The email or password is not correct" },
      },
    });
    await renderRoute(<LoginPage />, { path: "/login" });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "owner@example.com" } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "wrong-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The email or password is not correct");
  });

  it("goes to the next page after signing in", async () => {
    let signedIn = false;
    mockFetch({
      "GET /api/user/authenticate/__notset__/getUser": () =>
        signedIn ? { body: { id: "u1", tenants: [] } } : { status: 401, body: { title: "x" } },
      "POST /api/user/authenticate/login": () => {
        signedIn = true;
        return { body: { ok: true } };
      },
    });
    await renderRoute(<LoginPage />, { path: "/login", url: "/login?next=%2Ftenants" });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "owner@example.com" } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "a-good-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByTestId("navigated")).toBeInTheDocument());
  });
});
