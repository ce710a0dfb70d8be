import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../testing/test-i18n";
import { resetToasts, toastError, toastLoading, toastSnapshot, toastSuccess } from "./toast-store";
import { Toaster } from "./toaster";

const loadingText =
  "We're working on it. The changes are being saved. Please give us a moment before trying again.";
const waitingText = "It's taking more time then expected";
const successText = "Your changes have been successfully saved!";
const errorTitle = "Oops. Something went wrong.";
const errorText = "We apologize. We are experiencing problems saving your changes. Please try again.";

function toastElement(route: string): HTMLElement | null {
  return document.querySelector(`[data-toast-route="${route}"]`);
}

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeAll(() => initTestI18n("EN"));

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <MantineProvider>
      <Toaster />
    </MantineProvider>,
  );
});

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe("toasts (docs/product.md §4.1)", () => {
  it("shows a loading toast at once with the spec's loading text", () => {
    act(() => toastLoading("/acme/settings"));
    expect(screen.getByText(loadingText)).toBeInTheDocument();
    expect(toastElement("/acme/settings")).toHaveAttribute("data-toast-type", "loading");
  });

  it("takes the item over after 1 s", () => {
    act(() => toastLoading("/a"));
    advance(999);
    expect(toastSnapshot("/a")?.pending).toBe(true);
    advance(1);
    expect(toastSnapshot("/a")?.pending).toBe(false);
    expect(screen.getByText(loadingText)).toBeInTheDocument();
  });

  it("turns loading into waiting after 7 s and keeps checking every 7 s", () => {
    act(() => toastLoading("/a"));
    advance(6999);
    expect(toastSnapshot("/a")?.type).toBe("loading");
    advance(1);
    expect(toastSnapshot("/a")?.type).toBe("waiting");
    expect(screen.getByText(waitingText)).toBeInTheDocument();
    expect(screen.queryByText(loadingText)).not.toBeInTheDocument();
    advance(7000 * 3);
    expect(toastSnapshot("/a")).toMatchObject({ type: "waiting", dismissed: false });
  });

  it("replaces the route's loading toast with success, dismisses it after 7 s and removes it 0.5 s later", () => {
    act(() => toastLoading("/a"));
    advance(3000);
    act(() => toastSuccess("/a"));
    expect(screen.getByText(successText)).toBeInTheDocument();
    expect(screen.queryByText(loadingText)).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-toast-route="/a"]')).toHaveLength(1);
    advance(6999);
    expect(toastSnapshot("/a")?.dismissed).toBe(false);
    advance(1);
    expect(toastSnapshot("/a")?.dismissed).toBe(true);
    expect(toastElement("/a")).toHaveAttribute("data-toast-dismissed", "true");
    advance(499);
    expect(toastSnapshot("/a")).toBeDefined();
    advance(1);
    expect(toastSnapshot("/a")).toBeUndefined();
    advance(1000);
    expect(toastElement("/a")).toBeNull();
  });

  it("shows the error title with the default text, or with the given message", () => {
    act(() => toastError("/a"));
    expect(screen.getByText(errorTitle)).toBeInTheDocument();
    expect(screen.getByText(errorText)).toBeInTheDocument();
    act(() => toastError("/b", "Name is taken"));
    expect(screen.getAllByText(errorTitle)).toHaveLength(2);
    expect(screen.getByText("Name is taken")).toBeInTheDocument();
  });

  it("dismisses an error toast after 7 s and removes it 0.5 s later", () => {
    act(() => toastError("/a"));
    advance(7000);
    expect(toastSnapshot("/a")?.dismissed).toBe(true);
    advance(500);
    expect(toastSnapshot("/a")).toBeUndefined();
  });

  it("stacks toasts of different routes and brings back a dismissed toast when its route posts again", () => {
    act(() => {
      toastSuccess("/a", "Saved A");
      toastLoading("/b");
    });
    expect(screen.getByText("Saved A")).toBeInTheDocument();
    expect(screen.getByText(loadingText)).toBeInTheDocument();
    advance(7000);
    expect(toastSnapshot("/a")?.dismissed).toBe(true);
    act(() => toastLoading("/a"));
    advance(1000);
    expect(toastSnapshot("/a")).toMatchObject({ type: "loading", dismissed: false });
  });

  it("removes a success toast at once when it is closed by hand", () => {
    act(() => toastSuccess("/a"));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(toastSnapshot("/a")).toBeUndefined();
    advance(10_000);
    expect(toastElement("/a")).toBeNull();
  });

  it("offers no close button while saving", () => {
    act(() => toastLoading("/a"));
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
  });
});
