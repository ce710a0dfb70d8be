import { expect, test, type Locator, type Page } from "@playwright/test";
import { ownerWithCompany } from "../support/api-setup";
import { newUser } from "../support/auth";
import { createProject, eventById, eventsBetween } from "../support/catalogue-api";
import { addDays, nextMonday, oneMonthFrom, pickDate, workingDaysBetween } from "../support/catalogue-dates";
import { englishOnlyTexts, expectNoEnglishLines } from "../support/i18n";
import { waitForToastsToClear } from "../support/layout";
import { waitForCall } from "../support/network";
import { screenshotter } from "../support/screenshots";
import { chooseOption } from "../support/select";
import { closeSuccessToast } from "../support/toasts";
import { uniqueIdentifier } from "../support/unique";

test.use({ viewport: { width: 1280, height: 800 } });

/** The calendar events drawn in the cell or column of one date. */
function eventsOn(page: Page, date: string, view: "month" | "week"): Locator {
  const cell =
    view === "month" ? `td.fc-daygrid-day[data-date="${date}"]` : `td.fc-timegrid-col[data-date="${date}"]`;
  return page.locator(`${cell} [data-testid="calendar-event"]`);
}

/**
 * Types an amount into a money input key by key, as a person does: the input shows dots between
 * thousands. (Filling it in one go and leaving the field at once can leave 0 in a new row.)
 */
async function typeMoney(input: Locator, amount: string): Promise<void> {
  await input.click();
  await input.pressSequentially(amount);
  await expect(input).toHaveValue(amount);
}

/** Clicks one label of a Mantine segmented control. */
async function segment(control: Locator, label: string): Promise<void> {
  await control
    .locator("label")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

test("an owner creates an experience, schedules a series and runs its departures", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shoot = screenshotter(page, 120);
  const tenant = uniqueIdentifier("glacier");
  const project = "vatnajokull";
  const tag = "glacier-walk";
  const base = `/${tenant}/${project}`;
  const api = `/${tenant}/api/${project}`;

  const start = nextMonday();
  const end = oneMonthFrom(start);
  const days = workingDaysBetween(start, end);
  const expectedEvents = days.length * 2;
  const firstWeek = days.slice(0, 5);

  await test.step("an owner with a company on its trial and a project, through the API", async () => {
    await ownerWithCompany(page.request, baseURL!, newUser("catalogue"), {
      identifier: tenant,
      name: "Jöklar og Fjöll ehf.",
    });
    await createProject(page.request, baseURL!, tenant, { name: "Vatnajökull", identifier: project });
  });

  await test.step("create the experience in the editor", async () => {
    await page.goto(`${base}/create-experience`);
    const editor = page.getByTestId("experience-editor");
    await expect(editor.getByTestId("editor-title")).toHaveText("Create experience");
    await page.getByTestId("name-EN").fill("Glacier Walk");
    await page.getByTestId("name-IS").fill("Jöklaganga");
    await expect(page.getByTestId("tag-preview")).toContainText(tag);
    await segment(page.getByTestId("status"), "Published");
    await page.getByTestId("duration-hours").fill("3");
    await page.getByTestId("duration-minutes").fill("0");
    await page.getByTestId("capacity").fill("12");

    await page.getByTestId("ticket-0-name-EN").fill("Adult");
    await page.getByTestId("ticket-0-name-IS").fill("Fullorðnir");
    await typeMoney(page.getByTestId("ticket-0-price"), "12.900");
    await page.getByTestId("ticket-add").click();
    await page.getByTestId("ticket-1-name-EN").fill("Child");
    await page.getByTestId("ticket-1-name-IS").fill("Börn");
    await typeMoney(page.getByTestId("ticket-1-price"), "6.500");
    await page.getByTestId("ticket-1-name-EN").click();
    await expect(page.getByTestId("ticket-0-price")).toHaveValue("12.900");
    await expect(page.getByTestId("ticket-1-price")).toHaveValue("6.500");

    await page.getByTestId("field-add").click();
    await page.getByTestId("field-0-label-EN").fill("Dietary needs");
    await page.getByTestId("field-0-label-IS").fill("Sérþarfir í mat");
    await chooseOption(page, "Answer type", "Dropdown");
    await page.getByTestId("field-0-option-add").click();
    await page.getByTestId("field-0-option-0-EN").fill("Vegetarian");
    await page.getByTestId("field-0-option-0-IS").fill("Grænmetisfæði");
    await page.getByTestId("field-0-option-add").click();
    await page.getByTestId("field-0-option-1-EN").fill("Gluten-free");
    await page.getByTestId("field-0-option-1-IS").fill("Glútenlaust");
    await shoot("experience-editor");

    const created = waitForCall(page, "POST", `${api}/experiences`);
    await page.getByTestId("save").click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const experience = (await response.json()) as {
      id: string;
      tag: string;
      capacity: number;
      durationMinutes: number;
      ticketCategories: { name: { EN: string }; price: number }[];
      customFields: { type: string; label: { EN: string }; options: unknown[] }[];
    };
    expect(experience.tag).toBe(tag);
    expect(experience.capacity).toBe(12);
    expect(experience.durationMinutes).toBe(180);
    expect(experience.ticketCategories.map((c) => [c.name.EN, c.price])).toEqual([
      ["Adult", 12900],
      ["Child", 6500],
    ]);
    expect(experience.customFields).toHaveLength(1);
    expect(experience.customFields[0]).toMatchObject({ type: "Dropdown", label: { EN: "Dietary needs" } });
    expect(experience.customFields[0]!.options).toHaveLength(2);
    await expect(page).toHaveURL(new RegExp(`${base}/edit-experience/${experience.id}$`));
    await expect(editor.getByTestId("editor-title")).toHaveText("Glacier Walk");
    await closeSuccessToast(page, "experience-save");
  });

  await test.step("the experience is listed", async () => {
    const listed = waitForCall(page, "GET", `${api}/experiences`);
    await page.getByTestId("back-to-list").click();
    expect((await listed).ok()).toBe(true);
    const row = page.getByTestId("experience-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("experience-name")).toHaveText("Glacier Walk");
    await expect(row.getByTestId("experience-tag")).toHaveText(tag);
    await expect(row.getByTestId("experience-price")).toContainText("6.500");
    await shoot("experiences-list");
  });

  await test.step("create a weekday series with two departures a day for a month", async () => {
    await page.goto(`${base}/create-events/${tag}`);
    await expect(page.getByTestId("create-events-page")).toBeVisible();
    await expect(page.getByTestId("start-experience")).toHaveValue("Glacier Walk");
    await segment(page.getByTestId("start-kind"), "Series");
    const form = page.getByTestId("series-form");
    await expect(form).toBeVisible();
    await page.getByTestId("series-name").fill("Weekday walks");
    await pickDate(page, page.getByTestId("series-start-date"), start);
    await pickDate(page, page.getByTestId("series-end-date"), end);
    await form.getByRole("button", { name: "Mon–Fri" }).click();
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
      await expect(page.getByTestId(`weekday-${day}`)).toBeChecked();
    }
    for (const time of ["0900", "1400"]) {
      // Typed digit by digit: the hours box moves on to the minutes by itself.
      await page.getByTestId("slot-times-all-input-hours").pressSequentially(time);
      await page.keyboard.press("Enter");
    }
    await expect(page.getByTestId("slot-times-all-time")).toHaveText(["09:00", "14:00"]);
    await expect(page.getByTestId("series-preview-summary")).toContainText(`${expectedEvents} departures`);
    await shoot("series-form");

    const created = waitForCall(page, "POST", `${api}/event-series`);
    await page.getByTestId("series-submit").click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    expect(await response.json()).toMatchObject({ created: expectedEvents, updated: 0, removed: 0 });

    await expect(page).toHaveURL(new RegExp(`${base}/experiences/${tag}$`));
    await expect(page.getByTestId("series-change-result")).toContainText(`${expectedEvents} created`);
    const card = page.getByTestId("series-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Weekday walks");
    await expect(card.getByTestId("series-card-upcoming")).toHaveText(`${expectedEvents} upcoming events`);
    await closeSuccessToast(page, "event-series-create");
    await shoot("series-created");
  });

  await test.step("availability: the month shows two departures each weekday", async () => {
    // The project follows the company's zone, Atlantic/Reykjavik: its wall clock is UTC.
    const firstDay = await eventsBetween(
      page.request,
      tenant,
      project,
      `${start}T00:00:00.000Z`,
      `${addDays(start, 1)}T00:00:00.000Z`,
    );
    expect(firstDay.map((event) => [event.start, event.localStart, event.timeZone])).toEqual([
      [`${start}T09:00:00.000Z`, `${start}T09:00`, "Atlantic/Reykjavik"],
      [`${start}T14:00:00.000Z`, `${start}T14:00`, "Atlantic/Reykjavik"],
    ]);
    const loaded = waitForCall(page, "GET", `${api}/events`);
    await page.goto(`${base}/availability?date=${start}`);
    expect((await loaded).ok()).toBe(true);
    await expect(page.getByTestId("calendar-fetching")).toBeHidden();
    for (const day of firstWeek) await expect(eventsOn(page, day, "month")).toHaveCount(2);
    const weekend = [addDays(start, 5), addDays(start, 6)];
    for (const day of weekend) await expect(eventsOn(page, day, "month")).toHaveCount(0);
    const week = page.locator(firstWeek.map((day) => `td.fc-daygrid-day[data-date="${day}"]`).join(", "));
    await expect(week.getByTestId("calendar-event")).toHaveCount(10);
    await expect(eventsOn(page, start, "month").first()).toContainText("09:00");
    await expect(eventsOn(page, start, "month").first()).toContainText("Glacier Walk");
    await expect(eventsOn(page, start, "month").first()).toContainText("0+0/12");
    await shoot("availability-month");
  });

  await test.step("availability: the week view shows the 10 departures at 09:00 and 14:00", async () => {
    await segment(page.getByTestId("calendar-toolbar"), "Week");
    await expect(page.locator(".fc-timegrid")).toBeVisible();
    const events = page.locator('.fc-timegrid [data-testid="calendar-event"]');
    await expect(events).toHaveCount(10);
    for (const day of firstWeek) {
      const onDay = eventsOn(page, day, "week");
      await expect(onDay).toHaveCount(2);
      await expect(onDay.filter({ hasText: "09:00 - 12:00" })).toHaveCount(1);
      await expect(onDay.filter({ hasText: "14:00 - 17:00" })).toHaveCount(1);
    }
    await shoot("availability-week");
  });

  let delayedId = "";
  await test.step("delay one departure by an hour with a message", async () => {
    const tuesday = firstWeek[1]!;
    const opened = waitForCall(page, "GET", new RegExp(`^${api}/events/[^/]+$`));
    await eventsOn(page, tuesday, "week").filter({ hasText: "09:00" }).click();
    expect((await opened).ok()).toBe(true);
    const drawer = page.getByTestId("event-drawer");
    await expect(drawer.getByTestId("drawer-seats")).toHaveText("0+0/12 seats taken");
    delayedId = new URL(page.url()).searchParams.get("event") ?? "";
    expect(delayedId).not.toBe("");

    await drawer.getByTestId("event-edit-link").click();
    await expect(page).toHaveURL(new RegExp(`${base}/edit-singular-event/${delayedId}$`));
    await expect(page.getByTestId("event-status")).toHaveText("Active");
    await page.getByTestId("event-delay").click();
    const dialog = page.getByRole("dialog", { name: "Delay the event" });
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId("delay-start-time-hours")).toHaveValue("09");
    await expect(page.getByTestId("delay-start-time-minutes")).toHaveValue("00");
    await page.getByTestId("delay-start-time-hours").fill("10");
    await expect(page.getByTestId("delay-start-time-minutes")).toHaveValue("00");
    await page
      .getByTestId("delay-message")
      .fill("The glacier guides are waiting for the road to open: we start an hour later.");
    const delayed = waitForCall(page, "POST", `${api}/events/${delayedId}/delay`);
    await dialog.getByRole("button", { name: "Delay and notify" }).click();
    expect((await delayed).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("event-status")).toHaveText("Delayed");
    await expect(page.getByTestId("event-delay-status")).toHaveText("Delay: Delayed");
    await expect(page.getByTestId("event-start")).toContainText("10:00");
    await expect(page.getByTestId("event-delay-message")).toContainText("an hour later");
    await closeSuccessToast(page, "event-delay");
    await shoot("event-delayed");

    const event = await eventById(page.request, tenant, project, delayedId);
    expect(event).toMatchObject({ status: "Delayed", delayStatus: "Delayed" });
    expect(event.localStart).toBe(`${tuesday}T10:00`);
  });

  let closedId = "";
  await test.step("close another departure from the calendar drawer", async () => {
    const wednesday = firstWeek[2]!;
    await page.goto(`${base}/availability?date=${wednesday}`);
    const opened = waitForCall(page, "GET", new RegExp(`^${api}/events/[^/]+$`));
    await eventsOn(page, wednesday, "month").filter({ hasText: "14:00" }).click();
    expect((await opened).ok()).toBe(true);
    closedId = new URL(page.url()).searchParams.get("event") ?? "";
    expect(closedId).not.toBe("");
    expect(closedId).not.toBe(delayedId);
    const drawer = page.getByTestId("event-drawer");
    await expect(drawer.getByTestId("event-quick-actions")).toBeVisible();
    const closed = waitForCall(page, "POST", `${api}/events/${closedId}/close`);
    await drawer.getByTestId("event-close").click();
    expect((await closed).ok()).toBe(true);
    await expect(drawer.getByTestId("event-status-badges")).toContainText("Closed");
    await expect(drawer.getByRole("button", { name: "Open sales" })).toBeVisible();
    await closeSuccessToast(page, "event-close");
    await shoot("event-closed");

    expect((await eventById(page.request, tenant, project, closedId)).status).toBe("Closed");
    await page.keyboard.press("Escape");
    await expect(drawer.getByTestId("event-quick-actions")).toBeHidden();
    // The month grid marks both changed departures.
    await expect(eventsOn(page, firstWeek[1]!, "month").filter({ hasText: "10:00" })).toHaveCount(1);
    await expect(
      eventsOn(page, wednesday, "month").filter({ hasText: "14:00" }).getByRole("img", { name: "Closed" }),
    ).toBeVisible();
  });

  await test.step("edit the series: capacity 16 for its upcoming departures", async () => {
    await page.goto(`${base}/experiences/${tag}`);
    await page.getByTestId("series-card").getByTestId("series-card-edit").click();
    await expect(page.getByTestId("series-editor-page")).toBeVisible();
    await expect(page.getByTestId("series-name")).toHaveValue("Weekday walks");
    await page.getByTestId("series-capacity").fill("16");
    const saved = waitForCall(page, "PUT", new RegExp(`^${api}/event-series/[^/]+$`));
    await page.getByTestId("series-submit").click();
    const response = await saved;
    expect(response.ok(), await response.text()).toBe(true);
    expect(await response.json()).toMatchObject({
      created: 0,
      updated: expectedEvents,
      removed: 0,
      flagged: 0,
    });
    await expect(page.getByTestId("series-change-result")).toContainText(
      `0 created, ${expectedEvents} updated, 0 removed, 0 kept and flagged`,
    );
    await closeSuccessToast(page, "event-series-update");
    await shoot("series-edited");

    const events = await eventsBetween(
      page.request,
      tenant,
      project,
      `${start}T00:00:00.000Z`,
      `${addDays(end, 1)}T00:00:00.000Z`,
    );
    expect(events).toHaveLength(expectedEvents);
    expect(events.filter((event) => event.capacity !== 16)).toEqual([]);
    const byId = new Map(events.map((event) => [event.id, event]));
    expect(byId.get(delayedId)).toMatchObject({ status: "Delayed", delayStatus: "Delayed" });
    expect(byId.get(closedId)).toMatchObject({ status: "Closed" });
    expect(events.filter((event) => event.status === "Active")).toHaveLength(expectedEvents - 2);
  });

  const english = await englishOnlyTexts(page.request);

  await test.step("Icelandic: availability", async () => {
    await waitForToastsToClear(page);
    await page.getByTestId("flag-is").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "is");
    const loaded = waitForCall(page, "GET", `${api}/events`);
    await page.goto(`${base}/availability?date=${start}`);
    expect((await loaded).ok()).toBe(true);
    await expect(page.getByRole("heading", { name: "Framboð" })).toBeVisible();
    await expect(page.getByTestId("calendar-fetching")).toBeHidden();
    await expect(eventsOn(page, start, "month").first()).toContainText("Jöklaganga");
    await expect(eventsOn(page, start, "month").first()).toContainText("0+0/16");
    await shoot("is-availability-month");
    await expect(page.getByTestId("calendar-title")).toContainText(
      /(janúar|febrúar|mars|apríl|maí|júní|júlí|ágúst|september|október|nóvember|desember) \d{4}/,
    );
    await expect(page.locator(".fc-col-header-cell").first()).toHaveText("mán");
    await expectNoEnglishLines(page.locator("body"), english);

    await segment(page.getByTestId("calendar-toolbar"), "Vika");
    await expect(page.locator('.fc-timegrid [data-testid="calendar-event"]')).toHaveCount(10);
    await shoot("is-availability-week");
    await expectNoEnglishLines(page.locator("body"), english);
  });

  await test.step("Icelandic: experiences", async () => {
    await page.goto(`${base}/experiences`);
    const row = page.getByTestId("experience-row");
    await expect(row.getByTestId("experience-name")).toHaveText("Jöklaganga");
    await shoot("is-experiences");
    await expectNoEnglishLines(page.locator("body"), english);
  });

  await test.step("Icelandic: the experience's series", async () => {
    await page.goto(`${base}/experiences/${tag}`);
    await expect(page.getByTestId("experience-series-page")).toBeVisible();
    await expect(page.getByTestId("series-card")).toContainText("Weekday walks");
    await expect(page.getByTestId("series-card-upcoming")).toHaveText(
      `${expectedEvents} væntanlegir viðburðir`,
    );
    await shoot("is-series");
    await expectNoEnglishLines(page.locator("body"), english);
  });

  await test.step("Icelandic: the delayed departure", async () => {
    await page.goto(`${base}/edit-singular-event/${delayedId}`);
    await expect(page.getByTestId("event-status")).toHaveText("Seinkað");
    await shoot("is-event-delayed");
    await expectNoEnglishLines(page.locator("body"), english);
  });
});
