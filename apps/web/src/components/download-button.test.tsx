import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiEventHandlers } from "../lib/http/api-events";
import { fileNameOf } from "../lib/http/download-file";
import { DownloadButton } from "./download-button";
import { resetToasts } from "./toasts/toast-store";
import { renderWithProviders } from "./testing/render-with-providers";
import { recordSavedFiles, type SavedFile } from "./testing/saved-files";
import { initTestI18n } from "./testing/test-i18n";

const url = "/acme/api/glacier/bookings/export.csv?q=jon";

let saved: SavedFile[];
let requested: string[];
const onUnauthorized = vi.fn();
const onFeatureAccessDenied = vi.fn();

function answer(response: () => Response | Promise<Response>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      requested.push(input);
      return response();
    }),
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
  requested = [];
  setApiEventHandlers({
    isAuthenticated: () => true,
    onUnauthorized,
    onFeatureAccessDenied,
  });
});
afterEach(() => {
  act(() => resetToasts());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  onUnauthorized.mockReset();
  onFeatureAccessDenied.mockReset();
  setApiEventHandlers({ isAuthenticated: () => false, onUnauthorized() {}, onFeatureAccessDenied() {} });
});

describe("DownloadButton (docs/product.md §5.5)", () => {
  it("fetches the file with the session and saves it under the name the answer gives", async () => {
    answer(
      () =>
        new Response("Number,Total\r\nST-1,49\r\n", {
          headers: { "content-disposition": 'attachment; filename="invoice-ST-1.csv"' },
        }),
    );
    clickDownload();
    await waitFor(() =>
      expect(saved).toEqual([{ fileName: "invoice-ST-1.csv", content: "Number,Total\r\nST-1,49\r\n" }]),
    );
    expect(requested).toEqual([url]);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({
      credentials: "include",
      headers: { "accept-language": "en" },
    });
  });

  it("saves as export.csv when the answer names no file", async () => {
    answer(() => new Response("Reference\r\n"));
    clickDownload();
    await waitFor(() => expect(saved).toEqual([{ fileName: "export.csv", content: "Reference\r\n" }]));
  });

  it("hands a refusal for the plan to the console with its title, and saves nothing", async () => {
    answer(() =>
      problem(403, { title: "Your plan does not include exports", errorCode: "FeatureAccessDenied" }),
    );
    clickDownload();
    await waitFor(() =>
      expect(onFeatureAccessDenied).toHaveBeenCalledWith("Your plan does not include exports"),
    );
    expect(saved).toEqual([]);
    expect(screen.queryByText("Oops. Something went wrong.")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Export CSV" })).toBeEnabled());
  });

  it("shows any other refusal's title in an error toast", async () => {
    answer(() => problem(404, { title: "Invoice not found" }));
    clickDownload();
    expect(await screen.findByText("Invoice not found")).toBeInTheDocument();
    expect(screen.getByText("Oops. Something went wrong.")).toBeInTheDocument();
    expect(screen.queryByTestId("subscription-warning")).not.toBeInTheDocument();
    expect(onFeatureAccessDenied).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it("says the file could not be downloaded when the server cannot be reached", async () => {
    answer(() => Promise.reject(new TypeError("Failed to fetch")));
    clickDownload();
    expect(
      await screen.findByText("The file could not be downloaded. Please try again."),
    ).toBeInTheDocument();
  });

  it("logs out on a lost session without a toast", async () => {
    answer(() => problem(401, { title: "Unauthorized" }));
    clickDownload();
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole("button", { name: "Export CSV" })).toBeEnabled());
    expect(screen.queryByText("Oops. Something went wrong.")).not.toBeInTheDocument();
  });

  it("is disabled without an address", () => {
    renderWithProviders(<DownloadButton url={undefined}>Export CSV</DownloadButton>);
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  });
});

describe("fileNameOf", () => {
  it("reads the file name of a Content-Disposition header", () => {
    expect(fileNameOf('attachment; filename="export.csv"')).toBe("export.csv");
    expect(fileNameOf("attachment; filename=export.csv")).toBe("export.csv");
    expect(fileNameOf('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
    expect(
      fileNameOf("attachment; filename=\"x.csv\"; filename*=UTF-8''reikningur%20%C3%A1g%C3%BAst.csv"),
    ).toBe("reikningur ágúst.csv");
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe("passwd");
  });

  it("gives nothing when the header names no file", () => {
    expect(fileNameOf(null)).toBeUndefined();
    expect(fileNameOf("attachment")).toBeUndefined();
    expect(fileNameOf('attachment; filename=""')).toBeUndefined();
  });
});
