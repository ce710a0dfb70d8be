import { expect, type Page } from "@playwright/test";

/**
 * Chooses an option of a dropdown by its visible label. A searchable one is searched first with
 * `search`. The dropdown is addressed by role: its label also names the list of options.
 */
export async function chooseOption(
  page: Page,
  label: string,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.click();
  if (search !== undefined) await box.fill(search);
  const choice = page.getByRole("option", { name: option, exact: typeof option === "string" });
  await choice.click();
  await expect(choice).toBeHidden();
  // A controlled searchable dropdown shows the search text until it loses focus when the chosen
  // option was already the value; leaving the field shows the option's label.
  await box.blur();
  await expect(box).toHaveValue(option);
}
