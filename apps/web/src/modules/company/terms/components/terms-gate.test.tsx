import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../../components/testing/mock-fetch";
import { renderRoute } from "../../../../components/testing/render-route";
import { TermsGate } from "./terms-gate";

afterEach(() => vi.unstubAllGlobals());

const documents = {
  "GET /api/UserTerms/documents/TermsAndConditions": {
    body: {
      type: "TermsAndConditions",
      version: 1,
      content: "These are the terms.",
      publishedAt: "2025-01-01",
    },
  },
  "GET /api/UserTerms/documents/PrivacyPolicy": {
    body: {
      type: "PrivacyPolicy",
      version: 1,
      content: "This is the privacy policy.",
      publishedAt: "2025-01-01",
    },
  },
};

async function renderGate(state: { termsAndConditionAccepted: boolean; privacyPolicyAccepted: boolean }) {
  mockFetch({ ...documents, "GET /api/UserTerms/": { body: state } });
  await renderRoute(<TermsGate>{<p>main view</p>}</TermsGate>);
}

describe("TermsGate", () => {
  it("shows only the terms dialog while the terms are not accepted", async () => {
    await renderGate({ termsAndConditionAccepted: false, privacyPolicyAccepted: false });
    expect(await screen.findByTestId("terms-dialog")).toBeInTheDocument();
    expect(await screen.findByText("These are the terms.")).toBeInTheDocument();
    expect(screen.queryByTestId("privacy-dialog")).not.toBeInTheDocument();
    expect(screen.queryByText("main view")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /close/i })).not.toBeInTheDocument();
  });

  it("shows the privacy dialog once the terms are accepted", async () => {
    await renderGate({ termsAndConditionAccepted: true, privacyPolicyAccepted: false });
    expect(await screen.findByTestId("privacy-dialog")).toBeInTheDocument();
    expect(await screen.findByText("This is the privacy policy.")).toBeInTheDocument();
    expect(screen.queryByTestId("terms-dialog")).not.toBeInTheDocument();
    expect(screen.queryByText("main view")).not.toBeInTheDocument();
  });

  it("shows the main view when both are accepted", async () => {
    await renderGate({ termsAndConditionAccepted: true, privacyPolicyAccepted: true });
    expect(await screen.findByText("main view")).toBeInTheDocument();
    expect(screen.queryByTestId("terms-dialog")).not.toBeInTheDocument();
    expect(screen.queryByTestId("privacy-dialog")).not.toBeInTheDocument();
  });

  it("stays open on Escape and accepts on Confirm", async () => {
    let state = { termsAndConditionAccepted: false, privacyPolicyAccepted: true };
    mockFetch({
      ...documents,
      "GET /api/UserTerms/": () => ({ body: state }),
      "POST /api/UserTerms/accept-terms-and-condition": () => {
        state = { ...state, termsAndConditionAccepted: true };
        return { body: state };
      },
    });
    await renderRoute(<TermsGate>{<p>main view</p>}</TermsGate>);
    const dialog = await screen.findByTestId("terms-dialog");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByTestId("terms-dialog")).toBeInTheDocument();
    await screen.findByText("These are the terms.");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.getByText("main view")).toBeInTheDocument());
  });
});
