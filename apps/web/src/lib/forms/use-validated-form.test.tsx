import { Button, MantineProvider, TextInput } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import i18n from "i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { email, min, minLength, required, requiredWhen, rules } from "./validation-rules";
import { initTestI18n } from "../../components/testing/test-i18n";
import { useValidatedForm } from "./use-validated-form";

interface Values extends Record<string, unknown> {
  name: string;
  email: string;
  seats: number;
  hasPhone: boolean;
  phone: string;
}

function ProfileForm({ onSave }: { onSave: (values: Values) => void }) {
  const form = useValidatedForm<Values>({
    initialValues: { name: "", email: "", seats: 2, hasPhone: true, phone: "" },
    validate: {
      name: rules(required(), minLength(3)),
      email: rules(required(), email()),
      seats: min(1),
      phone: requiredWhen<Values>((values) => values.hasPhone),
    },
  });
  return (
    <form onSubmit={form.onSubmit(onSave)}>
      <TextInput label="Name" {...form.getInputProps("name")} />
      <TextInput label="Email" {...form.getInputProps("email")} />
      <TextInput label="Phone" {...form.getInputProps("phone")} />
      <Button type="submit">Save</Button>
    </form>
  );
}

const renderForm = (onSave = vi.fn()) =>
  render(
    <MantineProvider>
      <ProfileForm onSave={onSave} />
    </MantineProvider>,
  );

beforeAll(() => initTestI18n("EN"));
afterEach(() => i18n.changeLanguage("EN"));

describe("useValidatedForm (docs/product.md §4.5, §4.6)", () => {
  it("shows no error on a field the user has not touched or edited", () => {
    renderForm();
    expect(screen.queryByText("Value is required")).not.toBeInTheDocument();
  });

  it("shows a field's error once it was touched", () => {
    renderForm();
    fireEvent.focus(screen.getByLabelText("Name"));
    fireEvent.blur(screen.getByLabelText("Name"));
    expect(screen.getByText("Value is required")).toBeInTheDocument();
    expect(screen.queryByText("The value is required")).not.toBeInTheDocument();
  });

  it("shows a field's error as it is edited", () => {
    renderForm();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "guest@" } });
    expect(screen.getByText("Value is not a valid email address")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "An" } });
    expect(screen.getByText("This field should be at least 3 characters long")).toBeInTheDocument();
  });

  it("refuses a submit with errors and then shows every error", () => {
    const onSave = vi.fn();
    renderForm(onSave);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getAllByText("Value is required")).toHaveLength(2);
    expect(screen.getByText("The value is required")).toBeInTheDocument();
  });

  it("shows errors in the interface language", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await act(() => i18n.changeLanguage("IS"));
    expect(screen.getAllByText("Reitur er nauðsynlegur")).toHaveLength(2);
    expect(screen.getByText("Gildið er nauðsynlegt")).toBeInTheDocument();
  });

  it("submits valid values", () => {
    const onSave = vi.fn();
    renderForm(onSave);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Guest" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "guest@example.is" } });
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "555 1234" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith(
      { name: "Guest", email: "guest@example.is", seats: 2, hasPhone: true, phone: "555 1234" },
      expect.anything(),
    );
  });
});
