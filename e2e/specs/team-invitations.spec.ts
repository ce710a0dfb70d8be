import { expect, test, type Page } from "@playwright/test";
import { demoOwner, demoProject, demoTenant } from "../support/accounts";
import { acceptTermsIfShown, newUser, signIn } from "../support/auth";
import { englishOnlyTexts, expectNoEnglishLines } from "../support/i18n";
import { expectNoHorizontalScroll } from "../support/layout";
import { linkIn, waitForEmail } from "../support/mailbox";
import { waitForCall } from "../support/network";
import { screenshotter } from "../support/screenshots";
import { chooseOption } from "../support/select";
import { invitationPath } from "../support/team";
import { closeSuccessToast } from "../support/toasts";

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 812 };
const company = "Glacier & Whale Tours";
const projectName = "Reykjavik Harbour";
const inviter = "Sigrún Jónsdóttir";

test.use({ viewport: desktop });

/** Sends one invitation through the open Invite modal: one address, one role in the demo project. */
async function invite(page: Page, email: string, role: string, language: "English" | "Icelandic") {
  const modal = page.getByTestId("invite-modal");
  await expect(modal.getByTestId("invite-form")).toBeVisible();
  await modal.getByTestId("invite-emails").fill(email);
  await expect(modal.getByTestId("invite-count")).toHaveText("1 valid address");
  await modal.getByTestId("invite-add-project-role").click();
  await chooseOption(page, "Project", projectName);
  await chooseOption(page, "Role", role);
  await modal.getByTestId("invite-language").getByText(language, { exact: true }).click();
  const sent = waitForCall(page, "POST", `/${demoTenant}/api/invitations`);
  await modal.getByTestId("invite-send").click();
  expect((await sent).ok()).toBe(true);
  const result = modal.getByTestId("invite-result");
  await expect(result).toHaveCount(1);
  await expect(result).toContainText(email);
  await expect(result).toContainText("Invited");
  // The sending toast ends quietly: the results are the confirmation.
  await expect(page.locator('[data-toast-route="invitations-send"]')).toHaveCount(0);
}

test("an owner invites a host and a project manager; the host joins through the link and gets new rights without a reload", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shoot = screenshotter(page, 200);
  const host = { ...newUser("team-host"), name: "Ragnheiður Sæmundsdóttir" };
  const manager = { ...newUser("team-manager"), name: "Þorsteinn Gunnarsson" };
  let hostLink = "";

  await test.step("the owner invites a host in Icelandic and a project manager in English", async () => {
    await signIn(page, demoOwner);
    await acceptTermsIfShown(page, page.getByTestId("projects-page"));
    await page.goto(`/${demoTenant}/settings/staff/pending`);
    await expect(page.getByTestId("pending-invitations-page")).toBeVisible();
    await page.getByTestId("invite-open").click();
    await expect(page.getByRole("dialog", { name: "Invite staff" })).toBeVisible();
    await invite(page, host.email, "Project host", "Icelandic");
    await shoot("invite-results");

    await page.getByTestId("invite-more").click();
    await invite(page, manager.email, "Project manager", "English");
    await page.getByTestId("invite-done").click();
    await expect(page.getByTestId("invite-modal")).toBeHidden();

    const rows = page.getByTestId("invitation-row");
    const hostRow = rows.filter({ hasText: host.email });
    const managerRow = rows.filter({ hasText: manager.email });
    await expect(hostRow).toContainText(`Project host in ${projectName}`);
    await expect(hostRow).toContainText(`Invited by: ${inviter}`);
    await expect(managerRow).toContainText(`Project manager in ${projectName}`);
    await shoot("pending-invitations");
  });

  await test.step("both emails are written, each in its language, with the link", async () => {
    const hostEmail = await waitForEmail(page.request, host.email, "StaffInvitation");
    expect(hostEmail.subject).toBe(`${inviter} bauð þér að slást í hóp ${company}`);
    expect(hostEmail.text).toContain(`Hlutverkin þín: Gestgjafi verkefnis í ${projectName}.`);
    expect(hostEmail.text).toContain("Þiggja boðið:");
    hostLink = linkIn(hostEmail, invitationPath);

    const managerEmail = await waitForEmail(page.request, manager.email, "StaffInvitation");
    expect(managerEmail.subject).toBe(`${inviter} invited you to join ${company}`);
    expect(managerEmail.text).toContain(`Your roles: Project manager in ${projectName}.`);
    expect(managerEmail.text).toContain("Accept the invitation:");
    const managerLink = linkIn(managerEmail, invitationPath);
    expect(managerLink).not.toBe(hostLink);
  });

  const hostContext = await browser.newContext({ viewport: desktop });
  const hostPage = await hostContext.newPage();
  const hostShoot = screenshotter(hostPage, 210);
  const english = await englishOnlyTexts(page.request);

  await test.step("the invitation page speaks Icelandic, the invitation's language, also on a phone", async () => {
    await hostPage.goto(hostLink);
    await expect(hostPage.locator("html")).toHaveAttribute("lang", "is");
    await expect(hostPage.getByRole("heading", { name: `Slástu í hóp ${company}` })).toBeVisible();
    await expect(hostPage.getByText(`${inviter} bauð þér að slást í hóp ${company} á Stund.`)).toBeVisible();
    await expect(hostPage.getByTestId("invitation-company")).toHaveText(company);
    await expect(hostPage.getByTestId("invitation-summary")).toContainText(`Boð til ${host.email}`);
    await expect(hostPage.getByTestId("invitation-roles")).toHaveText(`Gestgjafi verkefnis í ${projectName}`);
    await expect(hostPage.getByTestId("invitation-email")).toHaveValue(host.email);
    await expectNoEnglishLines(hostPage.locator("body"), english);
    await hostShoot("invitation-is");
    await hostPage.setViewportSize(phone);
    await expect(hostPage.getByTestId("invitation-accept")).toBeVisible();
    await expectNoHorizontalScroll(hostPage);
    await hostShoot("invitation-is-phone");
  });

  await test.step("in English too, and the host signs up with the invited address", async () => {
    await hostPage.getByTestId("flag-gb").click();
    await expect(hostPage.locator("html")).toHaveAttribute("lang", "en");
    await expect(hostPage.getByRole("heading", { name: `Join ${company}` })).toBeVisible();
    await expect(hostPage.getByTestId("invitation-roles")).toHaveText(`Project host in ${projectName}`);
    await expectNoHorizontalScroll(hostPage);
    await hostShoot("invitation-en-phone");
    await hostPage.setViewportSize(desktop);
    await hostShoot("invitation-en");

    const email = hostPage.getByTestId("invitation-email");
    await expect(email).toHaveValue(host.email);
    await expect(email).not.toBeEditable();
    await hostPage.getByTestId("invitation-name").fill(host.name);
    await hostPage.getByTestId("invitation-password").fill(host.password);
    const accepted = waitForCall(hostPage, "POST", /^\/api\/invitations\/[^/]+\/accept$/);
    await hostPage.getByTestId("invitation-accept").click();
    expect((await accepted).ok()).toBe(true);
    await acceptTermsIfShown(hostPage, hostPage.getByTestId("projects-page"));
    await expect(hostPage).toHaveURL(new RegExp(`/${demoTenant}/projects$`));
    await expect(hostPage.getByTestId(`project-card-${demoProject}`)).toBeVisible();
    await expect(hostPage.getByTestId("project-create")).toHaveCount(0);
  });

  await test.step("the host sees only what a host may", async () => {
    await hostPage.goto(`/${demoTenant}/settings/informations/personal-information`);
    await expect(hostPage.getByTestId("personal-information-page")).toBeVisible();
    const settingsNav = hostPage.getByTestId("company-settings-nav");
    await expect(settingsNav.getByTestId("subnav-informations")).toBeVisible();
    await expect(settingsNav.getByTestId("subnav-staff")).toHaveCount(0);
    await expect(settingsNav.getByRole("link", { name: "Staff" })).toHaveCount(0);
    for (const path of [`/${demoTenant}/settings/staff`, `/${demoTenant}/${demoProject}/settings`]) {
      await hostPage.goto(path);
      await expect(hostPage).toHaveURL(/\/no-access\?reason=notAuthorized$/);
      await expect(hostPage.getByRole("heading", { name: "No access" })).toBeVisible();
    }
  });

  await test.step("the same link again says the host has joined, not an error", async () => {
    await hostPage.goto(hostLink);
    const joined = hostPage.getByTestId("invitation-joined");
    await expect(joined).toBeVisible();
    await expect(joined).toContainText(company);
    await expect(joined).toContainText(host.email);
    await expect(hostPage.locator(`a[href="/${demoTenant}/projects"]`)).toContainText(company);
    await hostShoot("invitation-joined");
  });

  const hostNav = hostPage.getByRole("navigation", { name: "Main navigation" });
  const projectSettingsLink = hostNav.getByRole("link", { name: "Project settings" });

  await test.step("the host opens the project: no project settings", async () => {
    await hostPage.goto(`/${demoTenant}/${demoProject}/home`);
    await expect(hostNav.getByRole("link", { name: "Availability" })).toBeVisible();
    await expect(projectSettingsLink).toHaveCount(0);
    await hostPage.evaluate("window.__stundNotReloaded = true");
  });

  await test.step("the owner makes the host a project manager on the individuals page", async () => {
    await page.goto(`/${demoTenant}/settings/staff/individuals`);
    await expect(page.getByTestId("staff-individuals-page")).toBeVisible();
    await page.getByTestId("staff-search").fill(host.email);
    const rows = page.getByTestId("staff-row");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(host.name);
    await expect(rows.getByTestId("staff-project-role")).toHaveText(`Project host in ${projectName}`);
    await rows.getByTestId("staff-actions").click();
    await page.getByTestId("staff-edit-roles").click();
    const modal = page.getByRole("dialog", { name: `Roles of ${host.name}` });
    await expect(modal).toBeVisible();
    await chooseOption(page, projectName, "Project manager");
    const saved = waitForCall(page, "PUT", new RegExp(`^/${demoTenant}/api/staff/[^/]+/roles$`));
    await modal.getByTestId("staff-roles-save").click();
    expect((await saved).ok()).toBe(true);
    await expect(modal).toBeHidden();
    await closeSuccessToast(page, "staff-roles");
    await expect(rows.getByTestId("staff-project-role")).toHaveText(`Project manager in ${projectName}`);
  });

  await test.step("the host's open console gains project settings without a reload", async () => {
    await expect(projectSettingsLink).toBeVisible();
    expect(await hostPage.evaluate("window.__stundNotReloaded === true")).toBe(true);
    await projectSettingsLink.click();
    await expect(hostPage).toHaveURL(new RegExp(`/${demoProject}/settings/information$`));
    await expect(hostPage.getByTestId("project-information-page")).toBeVisible();
  });

  await test.step("the individuals page on a desktop and on a phone", async () => {
    await page.getByTestId("staff-search").fill("");
    await expect(page.getByTestId("staff-row").filter({ hasText: "demo@stund.is" })).toBeVisible();
    await shoot("staff-individuals");
    await page.setViewportSize(phone);
    await expect(page.getByTestId("staff-cards")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shoot("staff-individuals-phone");
  });

  await hostContext.close();
});
