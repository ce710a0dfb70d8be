import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DownloadButton } from "../../components/download-button";
import { renderWithProviders } from "../../components/testing/render-with-providers";
import { recordSavedFiles, type SavedFile } from "../../components/testing/saved-files";
import { initTestI18n } from "../../components/testing/test-i18n";
import { resetToasts } from "../../components/toasts/toast-store";
import { setApiEventHandlers } from "../../lib/http/api-events";
import { openSubscriptionWarning } from "./subscription-warning";

const url = "/acme/api/glacier/bookings/export.csv?q=jon";

let saved: SavedFile[];

function answer(response: () => Response | Promise<Response>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => response()),
  );
}

const problem = (status: number, body: object) =>
  new Response(JSON.stringify({ status, ...body }), {
    status,
    headers: { "content-type": "application/problem+json" },
  });

function clickDownload() {
  renderWithProviders(
    <DownloadButton url={url} data-testid="download">
      Export CSV
    </DownloadButton>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
}

beforeAll(() => initTestI18n("EN"));
beforeEach(() => {
  saved = recordSavedFiles();
  setApiEventHandlers({
    isAuthenticated: () => true,
    onUnauthorized() {},
    onFeatureAccessDenied: (title) => openSubscriptionWarning(title),
  });
});
afterEach(() => {
  act(() => resetToasts());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setApiEventHandlers({ isAuthenticated: () => false, onUnauthorized() {}, onFeatureAccessDenied() {} });
});

describe("a download refused for the plan (docs/product.md §5.5)", () => {
  it("opens the subscription warning with the returned title when the plan lacks the feature, and saves nothing", async () => {
    answer(() =>
      problem(403, { title: "Your plan does not include exports", errorCode: "FeatureAccessDenied" }),
    );
    clickDownload();
    expect(await screen.findByTestId("subscription-warning")).toHaveTextContent(
      "Your plan does not include exports",
    );
    expect(screen.getByTestId("subscription-warning-modal")).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.queryByText("Oops. Something went wrong.")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Export CSV" })).toBeEnabled());
  });
});
