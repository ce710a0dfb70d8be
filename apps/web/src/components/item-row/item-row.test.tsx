import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers";
import { EditDeleteActions } from "./edit-delete-actions";
import { ItemRow } from "./item-row";

describe("item row", () => {
  it("shows the details and the actions, and puts the data attributes on the row", () => {
    renderWithProviders(
      <ItemRow data-testid="pool-row" data-pool-id="p1" actions={<button type="button">Act</button>}>
        <span>Super jeep</span>
      </ItemRow>,
    );
    const row = screen.getByTestId("pool-row");
    expect(row).toHaveAttribute("data-pool-id", "p1");
    expect(row).toHaveTextContent("Super jeep");
    expect(screen.getByRole("button", { name: "Act" })).toBeInTheDocument();
  });

  it("runs the edit and delete handlers from buttons named for the record", () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderWithProviders(
      <EditDeleteActions
        onEdit={onEdit}
        onDelete={onDelete}
        editLabel="Edit Kayak"
        deleteLabel="Delete Kayak"
        testId="pool"
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Edit Kayak" }));
    fireEvent.click(screen.getByTestId("pool-delete"));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("pool-edit")).toHaveAccessibleName("Edit Kayak");
    expect(screen.getByTestId("pool-delete")).toHaveAccessibleName("Delete Kayak");
  });

  it("links the edit button to an editor page when given a path", () => {
    renderWithProviders(
      <EditDeleteActions
        editTo="/acme/tours/edit-template/t1"
        onDelete={() => undefined}
        editLabel="Edit Morning"
        deleteLabel="Delete Morning"
        testId="template"
      />,
    );
    expect(screen.getByRole("link", { name: "Edit Morning" })).toHaveAttribute(
      "href",
      "/acme/tours/edit-template/t1",
    );
  });
});
