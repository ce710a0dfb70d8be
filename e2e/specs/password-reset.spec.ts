import { expect, test } from "@playwright/test";
import { demoOwner, demoTenant } from "../support/accounts";
import { newUser } from "../support/auth";
import { englishOnlyTexts, expectNoEnglishLines } from "../support/i18n";
import { expectNoHorizontalScroll } from "../support/layout";
import { linkIn, waitForEmail } from "../support/mailbox";
import { waitForCall } from "../support/network";
import { screenshotter } from "../support/screenshots";
import { joinDemoProject, signInByApi } from "../support/team";

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 812 };

test.use({ viewport: desktop });

test("a host resets a forgotten password from the Icelandic sign-in page; the old password and the other session stop working", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  const person = { ...newUser("team-reset"), name: "Sólveig Arnardóttir" };
  const newPassword = "Jokulsarlon-2027!";
  const owner = await playwright.request.newContext({ baseURL });

  await test.step("a host of the demo company is signed in on another device", async () => {
    await signInByApi(owner, baseURL!, demoOwner);
    await joinDemoProject(owner, page.request, baseURL!, person, "ProjectHost");
    await page.goto(`/${demoTenant}/projects`);
    await expect(page.getByTestId("projects-page")).toBeVisible();
  });

  const context = await browser.newContext({
    locale: "is-IS",
    timezoneId: "America/New_York",
    viewport: desktop,
  });
  const reset = await context.newPage();
  const shoot = screenshotter(reset, 240);
  const english = await englishOnlyTexts(reset.request);

  await test.step("the sign-in page in Icelandic leads to the request for a link", async () => {
    await reset.goto("/login");
    await reset.getByTestId("flag-is").click();
    await expect(reset.locator("html")).toHaveAttribute("lang", "is");
    await expect(reset.getByRole("heading", { name: "Innskráning" })).toBeVisible();
    await reset.getByRole("link", { name: "Gleymdirðu lykilorðinu?" }).click();
    await expect(reset).toHaveURL(/\/forgot-password$/);
    await expect(reset.getByRole("heading", { name: "Endurstilltu lykilorðið" })).toBeVisible();
    await reset.getByLabel("Netfang").fill(person.email);
    await expectNoEnglishLines(reset.locator("body"), english);
    await shoot("forgot-password-is");
    const asked = waitForCall(reset, "POST", "/api/user/authenticate/forgot-password");
    await reset.getByRole("button", { name: "Senda tengil" }).click();
    expect((await asked).ok()).toBe(true);
    await expect(reset.getByTestId("reset-link-sent")).toBeVisible();
    await expectNoEnglishLines(reset.locator("body"), english);
    await shoot("forgot-password-sent-is");
  });

  let link = "";
  await test.step("the link arrives in Icelandic", async () => {
    const email = await waitForEmail(owner, person.email, "PasswordReset");
    expect(email.subject).toBe("Endurstilltu lykilorðið þitt hjá Stund");
    expect(email.text).toContain(`Halló ${person.name},`);
    link = linkIn(email, /^\/reset-password\?token=[A-Za-z0-9_-]{20,}$/);
  });

  await test.step("the link's page takes a new password typed twice", async () => {
    await reset.goto(link);
    await expect(reset.getByRole("heading", { name: "Veldu nýtt lykilorð" })).toBeVisible();
    await expect(reset.locator("html")).toHaveAttribute("lang", "is");
    await reset.getByLabel(/^Nýtt lykilorð/).fill(newPassword);
    await reset.getByLabel(/^Endurtaktu nýja lykilorðið/).fill(newPassword);
    await expectNoEnglishLines(reset.locator("body"), english);
    await shoot("reset-password-is");
    await reset.setViewportSize(phone);
    await expectNoHorizontalScroll(reset);
    await shoot("reset-password-is-phone");
    await reset.setViewportSize(desktop);
    const saved = waitForCall(reset, "POST", "/api/user/authenticate/reset-password");
    await reset.getByRole("button", { name: "Vista nýja lykilorðið" }).click();
    expect((await saved).ok()).toBe(true);
    await expect(reset).toHaveURL(/\/login\?passwordChanged=1$/);
    await expect(reset.getByTestId("password-changed")).toHaveText(
      "Lykilorðinu hefur verið breytt. Skráðu þig inn með því nýja.",
    );
    await shoot("login-password-changed-is");
  });

  await test.step("the old password no longer signs in, the new one does", async () => {
    await reset.getByLabel("Netfang").fill(person.email);
    await reset.getByLabel(/^Lykilorð/).fill(person.password);
    const refused = waitForCall(reset, "POST", "/api/user/authenticate/login");
    await reset.getByRole("button", { name: "Skrá inn", exact: true }).click();
    expect((await refused).status()).toBe(401);
    await expect(reset).toHaveURL(/\/login/);
    await expect(reset.getByTestId("form-error")).toHaveText("Netfangið eða lykilorðið er ekki rétt");

    await reset.getByLabel(/^Lykilorð/).fill(newPassword);
    const signedIn = waitForCall(reset, "POST", "/api/user/authenticate/login");
    await reset.getByRole("button", { name: "Skrá inn", exact: true }).click();
    expect((await signedIn).ok()).toBe(true);
    await expect(reset.getByTestId("projects-page")).toBeVisible();
    await expect(reset).toHaveURL(new RegExp(`/${demoTenant}/projects$`));
  });

  await test.step("the session on the other device has ended: its calls are refused and its console is at sign-in", async () => {
    const answer = await page.request.get(`/api/user/authenticate/${demoTenant}/getUser`);
    expect(answer.status()).toBe(401);
    // The reset told the person's open consoles (the hub's UserUpdated): this one found its
    // session gone and went to the sign-in page without being touched.
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  await context.close();
  await owner.dispose();
});
