import { expect, test, type Locator, type Page } from "@playwright/test";
import { demoOwner, demoTenant } from "../support/accounts";
import { acceptTermsIfShown, newUser, signIn } from "../support/auth";
import { englishOnlyTexts, expectNoEnglishLines } from "../support/i18n";
import { expectNoHorizontalScroll } from "../support/layout";
import { waitForCall } from "../support/network";
import { screenshotter } from "../support/screenshots";
import { joinDemoProject } from "../support/team";
import { closeSuccessToast } from "../support/toasts";

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 812 };
/** Two departures of one day that do not overlap: 09:00–12:00 and 15:00–16:00 (the demo's series). */
const whale = { name: "Classic Whale Watching", time: "09:00", nameIS: "Hvalaskoðun" };
const puffin = { name: "Puffin Express", time: "15:00", nameIS: "Lundaferð" };

test.use({ viewport: desktop });

/**
 * A day next week on which both departures run (Monday to Saturday), as "YYYY-MM-DD": the demo
 * project keeps Reykjavik time, which is UTC.
 */
function dayNextWeek(now = new Date()): string {
  const day = new Date(now.getTime() + 7 * 864e5);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Opens the schedule on the week of `date` (kept in the address, as the week's arrows do). */
async function openWeekOf(page: Page, date: string): Promise<void> {
  await page.goto(`/${demoTenant}/schedule?date=${date}`);
  await expect(page.getByTestId("schedule-page")).toBeVisible();
  await expect(page.getByTestId("schedule-loading")).toHaveCount(0);
}

/** The departure of an experience at a time on one day column of the week view. */
function departureOn(day: Locator, departure: { name: string; time: string }): Locator {
  return day
    .getByTestId("schedule-departure")
    .filter({ hasText: departure.name })
    .filter({ hasText: departure.time });
}

test("the owner puts a host on two departures; the host sees exactly those in My schedule and in the calendar feed", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shoot = screenshotter(page, 220);
  const guide = { ...newUser("team-guide"), name: "Hildur Jökulsdóttir" };
  const guideContext = await browser.newContext({ viewport: desktop });
  const guidePage = await guideContext.newPage();
  const guideShoot = screenshotter(guidePage, 230);
  const eventIds: string[] = [];
  const date = dayNextWeek();

  await test.step("a new host joins the demo project (through the API)", async () => {
    await signIn(page, demoOwner);
    await acceptTermsIfShown(page, page.getByTestId("projects-page"));
    await joinDemoProject(page.request, guidePage.request, baseURL!, guide, "ProjectHost");
  });

  await test.step("the owner assigns the host to two departures of one day next week", async () => {
    await openWeekOf(page, date);
    await expect(page.getByTestId("schedule-scope").getByRole("radio", { name: "Everyone" })).toBeChecked();
    const day = page.locator(`[data-testid="schedule-day"][data-day="${date}"]`);
    for (const departure of [whale, puffin]) {
      const card = departureOn(day, departure);
      await expect(card).toHaveCount(1);
      eventIds.push((await card.getAttribute("data-event-id"))!);
      await card.click();
      const drawer = page.getByTestId("departure-drawer");
      await expect(drawer).toContainText(departure.name);
      const picker = drawer.getByTestId("staff-picker");
      await picker.click();
      await picker.fill("Hildur");
      const option = page.getByRole("option", { name: new RegExp(`^${guide.name}`) });
      await option.click();
      // The list stays open for more picks until the field is left.
      await picker.blur();
      await expect(option).toBeHidden();
      await expect(drawer.getByTestId("staff-editor")).toContainText(guide.name);
      const saved = waitForCall(page, "PUT", /\/api\/events\/[^/]+\/staff$/);
      await drawer.getByTestId("staff-save").click();
      const answer = await saved;
      expect(answer.status(), await answer.text()).toBe(200);
      await closeSuccessToast(page, "event-staff");
      await expect(drawer.getByTestId("staff-save")).toBeDisabled();
      if (departure === puffin) await shoot("schedule-departure-drawer");
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      // The card on the week shows the host among its staff once the drawer is closed.
      await expect(card.getByTestId("staff-avatars").getByLabel(guide.name)).toBeVisible();
    }
    await shoot("schedule-week");
    await page.getByTestId("schedule-view").getByText("Agenda", { exact: true }).click();
    await expect(page.getByTestId("schedule-agenda")).toBeVisible();
    await shoot("schedule-agenda");
  });

  await test.step("the host's schedule opens on My schedule with exactly those two", async () => {
    await guidePage.goto(`/${demoTenant}/projects`);
    await expect(guidePage.getByTestId("projects-page")).toBeVisible();
    await openWeekOf(guidePage, date);
    const scope = guidePage.getByTestId("schedule-scope");
    await expect(scope.getByRole("radio", { name: "My schedule" })).toBeChecked();
    const cards = guidePage.getByTestId("schedule-departure");
    await expect(cards).toHaveCount(2);
    expect(
      await cards.evaluateAll((found) => found.map((card) => card.getAttribute("data-event-id"))),
    ).toEqual(eventIds);
    await expect(cards.nth(0)).toContainText(whale.name);
    await expect(cards.nth(1)).toContainText(puffin.name);
    await guideShoot("my-schedule-week");
    await scope.getByText("Everyone", { exact: true }).click();
    await expect(cards).not.toHaveCount(2);
    await scope.getByText("My schedule", { exact: true }).click();
    await expect(cards).toHaveCount(2);
  });

  await test.step("My schedule on a phone, in Icelandic, as a week and an agenda", async () => {
    const english = await englishOnlyTexts(guidePage.request);
    await guidePage.setViewportSize(phone);
    await guidePage.getByTestId("flag-is").click();
    await expect(guidePage.locator("html")).toHaveAttribute("lang", "is");
    const cards = guidePage.getByTestId("schedule-departure");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(whale.nameIS);
    await expect(
      guidePage.getByTestId("schedule-scope").getByRole("radio", { name: "Mínar ferðir" }),
    ).toBeChecked();
    await expectNoHorizontalScroll(guidePage);
    await expectNoEnglishLines(guidePage.getByTestId("schedule-page"), english);
    await guideShoot("my-schedule-week-is-phone");
    // The week before (this week) has nothing of theirs; the arrows lead back.
    await guidePage.getByTestId("schedule-previous").click();
    await expect(guidePage.getByTestId("schedule-empty")).toBeVisible();
    await guidePage.getByTestId("schedule-next").click();
    await expect(cards).toHaveCount(2);
    await guidePage.getByTestId("schedule-view").getByText("Listi", { exact: true }).click();
    await expect(guidePage.getByTestId("schedule-agenda")).toBeVisible();
    await expect(guidePage.getByTestId("agenda-day")).toHaveCount(1);
    await expectNoHorizontalScroll(guidePage);
    await guideShoot("my-schedule-agenda-is-phone");
    await guidePage.getByTestId("flag-gb").click();
    await expect(guidePage.locator("html")).toHaveAttribute("lang", "en");
    await guidePage.setViewportSize(desktop);
  });

  await test.step("the calendar feed's address serves exactly those two departures", async () => {
    await guidePage.getByTestId("calendar-feed-open").click();
    const dialog = guidePage.getByTestId("calendar-feed-modal");
    await expect(dialog.getByTestId("calendar-feed-none")).toBeVisible();
    await dialog.getByTestId("calendar-feed-create").click();
    const address = dialog.getByTestId("calendar-feed-address");
    await expect(address).toHaveValue(/^http:\/\/.+/);
    await guideShoot("calendar-feed");
    const url = await address.inputValue();
    const feed = await guidePage.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
    const body = (await feed.text()).replace(/\r\n[ \t]/g, "");
    const events = body.split("BEGIN:VEVENT").slice(1);
    expect(events).toHaveLength(2);
    const summaries = events.map((event) => /\r?\nSUMMARY:([^\r\n]*)/.exec(event)?.[1]).sort();
    expect(summaries).toEqual([whale.name, puffin.name].sort());
    for (const id of eventIds) expect(body).toContain(`UID:event-${id}@stund`);

    // On a phone the dialog takes the whole screen, the address and its copy button included.
    await guidePage.setViewportSize(phone);
    await expect(address).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Copy" })).toBeInViewport();
    await guideShoot("calendar-feed-phone");
  });

  await guideContext.close();
});
