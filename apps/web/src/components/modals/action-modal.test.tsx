import { fireEvent, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers";
import { initTestI18n } from "../testing/test-i18n";
import { ActionModal } from "./action-modal";

beforeAll(() => initTestI18n("EN"));

describe("ActionModal (docs/product.md §4.2)", () => {
  it("offers Cancel and Confirm by default", () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <ActionModal opened title="Edit" onClose={onClose} onConfirm={onConfirm}>
        Body
      </ActionModal>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("hides its actions while loading", () => {
    renderWithProviders(
      <ActionModal opened title="Edit" onClose={() => undefined} loading>
        Body
      </ActionModal>,
    );
    expect(screen.getByText("Body")).toBeInTheDocument();
    expect(screen.queryByTestId("modal-actions")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm" })).not.toBeInTheDocument();
  });

  it("shows Saving... on Confirm while busy and blocks closing", () => {
    const onClose = vi.fn();
    renderWithProviders(
      <ActionModal opened title="Edit" onClose={onClose} busy>
        Body
      </ActionModal>,
    );
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Saving..." })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(screen.getAllByRole("button")).toHaveLength(2);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("submits a form when given its id, and uses custom labels", () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <ActionModal
        opened
        title="Billing"
        onClose={() => undefined}
        formId="billing"
        confirmLabel="Buy"
        withCancel={false}
      >
        <form id="billing" onSubmit={onSubmit} />
      </ActionModal>,
    );
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Buy" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
