import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers";
import { initTestI18n } from "../testing/test-i18n";
import { confirmDialog, openConfirmDialog } from "./confirm-dialog";

beforeAll(() => initTestI18n("EN"));

describe("confirm dialog (docs/product.md §4.2)", () => {
  it("opens with the default title, text and buttons and confirms", async () => {
    renderWithProviders(<div />);
    const onConfirm = vi.fn();
    act(() => void openConfirmDialog({ onConfirm }));
    expect(await screen.findByText("Are you sure?")).toBeInTheDocument();
    expect(screen.getByText("Are you sure you want to continue?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText("Are you sure?")).not.toBeInTheDocument());
  });

  it("resolves false when cancelled and true when confirmed", async () => {
    renderWithProviders(<div />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmDialog({ title: "Cancel subscription?" });
    });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await expect(answer).resolves.toBe(false);
    act(() => {
      answer = confirmDialog({ title: "Buy plan?" });
    });
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await expect(answer).resolves.toBe(true);
  });

  it("shows Saving... while an async confirm runs, then closes", async () => {
    renderWithProviders(<div />);
    let finish: () => void = () => undefined;
    const work = new Promise<void>((resolve) => (finish = resolve));
    act(() => void openConfirmDialog({ title: "Delete?", onConfirm: () => work }));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByText("Delete?")).not.toBeInTheDocument());
  });

  it("keeps the dialog open with its buttons when an async confirm fails", async () => {
    renderWithProviders(<div />);
    act(() => void openConfirmDialog({ title: "Delete?", onConfirm: () => Promise.reject(new Error("no")) }));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("button", { name: "Confirm" })).toBeEnabled();
    expect(screen.getByText("Delete?")).toBeInTheDocument();
  });
});
