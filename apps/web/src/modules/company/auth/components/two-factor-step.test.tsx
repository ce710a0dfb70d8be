import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../../components/testing/mock-fetch";
import { renderRoute } from "../../../../components/testing/render-route";
import { LoginPage } from "./login-page";

afterEach(() => vi.unstubAllGlobals());

/** A server where the account has two-factor: the password answers a challenge, the code signs in. */
function twoFactorServer(secondStep: (body: Record<string, string>) => { status?: number; body: unknown }) {
  let signedIn = false;
  const sent: Record<string, string>[] = [];
  const fetchMock = mockFetch({
    "GET /api/user/authenticate/__notset__/getUser": () =>
      signedIn ? { body: { id: "u1", tenants: [] } } : { status: 401, body: { title: "x" } },
    "POST /api/user/authenticate/login": () => ({ body: { twoFactorRequired: true, challenge: "c-1" } }),
    "POST /api/user/authenticate/two-factor": (init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, string>;
      sent.push(body);
      const answer = secondStep(body);
      if (!answer.status || answer.status === 200) signedIn = true;
      return answer;
    },
  });
  return { fetchMock, sent };
}

async function signInWithPassword(url = "/login") {
  await renderRoute(<LoginPage />, { path: "/login", url });
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "owner@example.com" } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "a-good-password" } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
  return screen.findByTestId("two-factor-step");
}

describe("signing in with two-factor", () => {
  it("asks for the app's code before anything is signed in, then goes on", async () => {
    const { sent } = twoFactorServer(() => ({ body: { ok: true } }));
    await signInWithPassword("/login?next=%2Facme%2Fprojects");
    expect(screen.queryByTestId("navigated")).not.toBeInTheDocument();
    expect(screen.getByText("Two-factor sign-in")).toBeInTheDocument();
    const code = screen.getByLabelText("Code");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    const verify = screen.getByRole("button", { name: "Verify" });
    fireEvent.change(code, { target: { value: "12a34" } });
    expect(code).toHaveValue("1234");
    expect(verify).toBeDisabled();
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(verify);
    await waitFor(() => expect(screen.getByTestId("navigated")).toBeInTheDocument());
    expect(sent).toEqual([{ challenge: "c-1", code: "123456" }]);
  });

  it("takes a recovery code instead", async () => {
    const { sent } = twoFactorServer(() => ({ body: { ok: true } }));
    await signInWithPassword();
    fireEvent.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    fireEvent.change(screen.getByLabelText("Recovery code"), { target: { value: "abcde-fghjk" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(screen.getByTestId("navigated")).toBeInTheDocument());
    expect(sent).toEqual([{ challenge: "c-1", recoveryCode: "abcde-fghjk" }]);
  });

  it("shows a refused code's title and lets the person start over", async () => {
    twoFactorServer(() => ({ status: 401, body: { title: "The code is not correct" } }));
    await signInWithPassword();
    fireEvent.change(screen.getByLabelText("Code"), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The code is not correct");
    expect(screen.queryByTestId("navigated")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Sign in again" }));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toHaveValue("");
  });
});

describe("the sign-in page's way to a new password", () => {
  it("links to the forgotten password page and says when the password was changed", async () => {
    mockFetch({ "GET /api/user/authenticate/__notset__/getUser": { status: 401, body: { title: "x" } } });
    await renderRoute(<LoginPage />, { path: "/login", url: "/login?passwordChanged=1" });
    expect(screen.getByTestId("password-changed")).toHaveTextContent(
      "Your password has been changed. Sign in with the new one.",
    );
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });
});
