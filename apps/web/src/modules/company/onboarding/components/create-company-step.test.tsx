import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onboardingTenantKey } from "../../../../lib/http/route-context";
import { mockFetch } from "../../../../components/testing/mock-fetch";
import { renderRoute } from "../../../../components/testing/render-route";
import { OnboardingProvider } from "../state/onboarding-context";
import { CreateCompanyStep } from "./create-company-step";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderStep() {
  return renderRoute(
    <OnboardingProvider identifier={null} tenant={undefined} onIdentifierChange={() => undefined}>
      <CreateCompanyStep />
    </OnboardingProvider>,
    { path: "/onboarding/create-company" },
  );
}

describe("CreateCompanyStep", () => {
  it("derives the web address from the name, normalised as it is typed", async () => {
    mockFetch({});
    await renderStep();
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: "Glacier Tours ehf." } });
    expect(screen.getByLabelText(/Web address/)).toHaveValue("glacier-tours-ehf");
    fireEvent.change(screen.getByLabelText(/Web address/), { target: { value: "Norður Ljós!" } });
    expect(screen.getByLabelText(/Web address/)).toHaveValue("norður-ljós");
  });

  it("shows the title of a refused creation and stays on the step", async () => {
    const title = "The identifier glacier-tours is already taken";
    mockFetch({ "POST /api/tenants": { status: 409, body: { status: 409, title } } });
    await renderStep();
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: "Glacier Tours" } });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByTestId("step-error")).toHaveTextContent(title);
    expect(screen.queryByTestId("navigated")).not.toBeInTheDocument();
  });

  it("stores the created tenant's identifier and moves on", async () => {
    mockFetch({
      "POST /api/tenants": (init) => {
        const body = JSON.parse(String(init?.body)) as { identifier: string; name: string };
        return { status: 201, body: { ...body, id: "t1" } };
      },
    });
    await renderStep();
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: "Glacier Tours" } });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByTestId("navigated")).toBeInTheDocument());
    expect(localStorage.getItem(onboardingTenantKey)).toBe("glacier-tours");
  });
});
