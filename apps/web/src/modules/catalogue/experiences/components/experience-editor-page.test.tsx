import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setRouteContext } from "../../../../lib/http/route-context";
import { experience, glacierWalkId } from "../../../../components/testing/experience-fixtures";
import {
  baseRoutes,
  mockExperienceApi,
  type RecordedCall,
} from "../../../../components/testing/console-routes";
import { renderProjectRoute as renderExperiencePage } from "../../../../components/testing/render-project-route";
import { ExperienceEditorPage } from "./experience-editor-page";

const api = "/acme/api/glacier";
const newId = "0b8c6a3e-55f1-4b8e-9d43-6f3a1c2b9e99";

const openCreate = () =>
  renderExperiencePage("/acme/glacier/create-experience", "create-experience", <ExperienceEditorPage />);
const openEdit = () =>
  renderExperiencePage(
    `/acme/glacier/edit-experience/${glacierWalkId}`,
    "edit-experience/:id",
    <ExperienceEditorPage />,
  );

const byTestId = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(byTestId(id), { target: { value } });
const option = (name: string) => screen.getByRole("option", { name, hidden: true });
const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === "POST" && call.path === path);

// The editor is a long form; a busy machine renders it slowly in the test DOM.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  setRouteContext(undefined, undefined);
});

describe("ExperienceEditorPage: create", { timeout: 60_000 }, () => {
  it("sends two ticket categories in minor units and a Dropdown question, then opens the new experience", async () => {
    const calls = mockExperienceApi({
      ...baseRoutes({ currency: "EUR" }),
      [`GET ${api}/assets`]: [],
      [`POST ${api}/experiences`]: (call) => ({
        status: 201,
        body: experience({ id: newId, ...(call.body as object), currency: "EUR" }),
      }),
    });
    const { router } = await openCreate();
    await screen.findByTestId("experience-form");
    type("name-EN", "Whale watching");
    type("name-IS", "Hvalaskoðun");
    expect(screen.getByTestId("tag-preview")).toHaveTextContent("whale-watching");
    type("duration-hours", "3");
    type("duration-minutes", "15");
    type("capacity", "40");

    type("ticket-0-name-EN", "Adult");
    type("ticket-0-price", "49,50");
    type("ticket-0-vat", "11");
    fireEvent.click(screen.getByTestId("ticket-0-channel-prices-toggle"));
    type("ticket-0-price-Agent", "45");
    fireEvent.click(screen.getByTestId("ticket-add"));
    type("ticket-1-name-EN", "Child 6–12");
    type("ticket-1-name-IS", "Barn 6–12");
    type("ticket-1-price", "1.250");

    fireEvent.click(screen.getByTestId("field-add"));
    type("field-0-label-EN", "Shoe size");
    fireEvent.click(byTestId("field-0-type"));
    fireEvent.click(option("Dropdown"));
    fireEvent.click(await screen.findByTestId("field-0-option-add"));
    type("field-0-option-0-EN", "Small");
    type("field-0-option-0-IS", "Lítil");
    fireEvent.click(screen.getByTestId("field-0-required"));
    fireEvent.click(within(screen.getByTestId("field-0-per")).getByText("Per participant"));

    fireEvent.click(screen.getByTestId("channel-Kiosk"));
    fireEvent.click(screen.getByTestId("save"));

    await waitFor(() => expect(posts(calls, `${api}/experiences`)).toHaveLength(1));
    const body = posts(calls, `${api}/experiences`)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: { EN: "Whale watching", IS: "Hvalaskoðun" },
      durationMinutes: 195,
      capacity: 40,
      status: "Draft",
      channels: ["Public", "Web", "Private", "Agent"],
      ticketCategories: [
        {
          name: { EN: "Adult", IS: "" },
          price: 4950,
          channelPrices: { Agent: 4500 },
          vatRate: 11,
          minPerBooking: 0,
          maxPerBooking: 50,
        },
        { name: { EN: "Child 6–12", IS: "Barn 6–12" }, price: 125000, channelPrices: {} },
      ],
      customFields: [
        {
          label: { EN: "Shoe size", IS: "" },
          type: "Dropdown",
          required: true,
          per: "Participant",
          options: [{ EN: "Small", IS: "Lítil" }],
        },
      ],
      cancellationPolicy: { freeUntilHours: 24, feePercent: 100 },
    });
    expect(body).not.toHaveProperty("tag");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/acme/glacier/edit-experience/${newId}`),
    );
  });

  it("checks the form with the shared contract before sending anything", async () => {
    const calls = mockExperienceApi({ ...baseRoutes(), [`GET ${api}/assets`]: [] });
    await openCreate();
    await screen.findByTestId("experience-form");
    fireEvent.click(screen.getByTestId("field-add"));
    fireEvent.click(byTestId("field-0-type"));
    fireEvent.click(option("Multiple choice"));
    type("ticket-0-min", "9");
    type("ticket-0-max", "3");
    fireEvent.click(screen.getByTestId("save"));
    await waitFor(() => expect(byTestId("name-EN")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getAllByText("Value is required").length).toBeGreaterThan(0);
    expect(screen.getByText("The minimum per booking cannot be above the maximum")).toBeInTheDocument();
    expect(screen.getByTestId("error-customFields.0.options")).toHaveTextContent("Add at least one option");
    expect(posts(calls, `${api}/experiences`)).toHaveLength(0);
  });

  it("shows the API's 400 errors on the fields they name", async () => {
    mockExperienceApi({
      ...baseRoutes(),
      [`GET ${api}/assets`]: [],
      [`POST ${api}/experiences`]: {
        status: 400,
        body: {
          title: "ticketCategories.0.name.EN: This field should be at least 3 characters long",
          errors: {
            "ticketCategories.0.name.EN": ["This field should be at least 3 characters long"],
            tag: ["This tag is already used by another experience"],
          },
        },
      },
    });
    await openCreate();
    await screen.findByTestId("experience-form");
    type("name-EN", "Glacier walk");
    type("ticket-0-name-EN", "Ad");
    type("ticket-0-price", "12.900");
    type("tag", "glacier-walk");
    fireEvent.click(screen.getByTestId("save"));
    // Text fields only: number fields format what is typed in the test DOM at their own pace.
    await waitFor(() => expect(byTestId("ticket-0-name-EN")).toHaveAttribute("aria-invalid", "true"));
    expect(await screen.findByText("This field should be at least 3 characters long")).toBeInTheDocument();
    expect(await screen.findByText("This tag is already used by another experience")).toBeInTheDocument();
    expect(byTestId("tag")).toHaveAttribute("aria-invalid", "true");
  });

  it("starts with the company's channels and names a channel the API refuses", async () => {
    mockExperienceApi({
      ...baseRoutes(),
      [`GET ${api}/assets`]: [],
      "GET /acme/api/sales-channels": { enabled: ["Public", "Web", "Agent"], experiencesUsingDisabled: [] },
      [`POST ${api}/experiences`]: {
        status: 400,
        body: {
          title: "Agent is not enabled for the company",
          errors: { channels: ["Agent is not enabled for the company"] },
        },
      },
    });
    await openCreate();
    await screen.findByTestId("experience-form");
    expect(byTestId("channel-Public")).toBeChecked();
    expect(byTestId("channel-Agent")).toBeChecked();
    expect(byTestId("channel-Kiosk")).not.toBeChecked();
    expect(byTestId("channel-Kiosk")).toBeDisabled();
    type("name-EN", "Lava tunnel");
    type("ticket-0-name-EN", "Adult");
    fireEvent.click(screen.getByTestId("save"));
    expect(await screen.findByTestId("error-channels")).toHaveTextContent(
      "The Agent channel is not enabled for the company",
    );
  });

  it("shows the assets section locked on a tier without assets", async () => {
    mockExperienceApi({
      ...baseRoutes({ tier: "Basic" }),
      [`GET ${api}/assets`]: {
        status: 403,
        body: { title: "Upgrade your subscription to unlock this feature", errorCode: "FeatureAccessDenied" },
      },
    });
    await openCreate();
    expect(await screen.findByTestId("assets-locked")).toHaveTextContent("Standard and Premium");
    expect(screen.getByTestId("asset-add")).toBeDisabled();
  });

  it("uploads images and keeps their order", async () => {
    let n = 0;
    const calls = mockExperienceApi({
      ...baseRoutes(),
      [`GET ${api}/assets`]: [],
      [`POST ${api}/experiences/images`]: () => {
        n += 1;
        const key = `6f0e2d4c-0000-4000-8000-00000000000${n}`;
        return { status: 201, body: { key, url: `/files/${key}` } };
      },
    });
    const { container } = await openCreate();
    await screen.findByTestId("experience-form");
    const input = container.querySelector('input[type="file"]')!;
    const files = [
      new File(["a"], "a.png", { type: "image/png" }),
      new File(["b"], "b.png", { type: "image/png" }),
    ];
    fireEvent.change(input, { target: { files } });
    await waitFor(() => expect(screen.getAllByTestId(/^image-\d$/)).toHaveLength(2));
    expect(posts(calls, `${api}/experiences/images`)[0]!.body).toBeInstanceOf(FormData);
    const first = () => screen.getByTestId("image-0").querySelector("img")!.getAttribute("src");
    expect(first()).toBe("/files/6f0e2d4c-0000-4000-8000-000000000001");
    fireEvent.click(screen.getByTestId("image-0-down"));
    expect(first()).toBe("/files/6f0e2d4c-0000-4000-8000-000000000002");
    fireEvent.click(screen.getByTestId("image-0-remove"));
    expect(screen.getAllByTestId(/^image-\d$/)).toHaveLength(1);
  });
});

describe("ExperienceEditorPage: edit", { timeout: 60_000 }, () => {
  it("loads the saved values, prices back in krónur", async () => {
    mockExperienceApi({
      ...baseRoutes(),
      [`GET ${api}/assets`]: [],
      [`GET ${api}/experiences/${glacierWalkId}`]: experience(),
    });
    await openEdit();
    expect(await screen.findByTestId("editor-title")).toHaveTextContent("Glacier walk");
    expect(byTestId("name-EN")).toHaveValue("Glacier walk");
    expect(byTestId("name-IS")).toHaveValue("Jöklaganga");
    expect(byTestId("tag")).toHaveValue("glacier-walk");
    expect(byTestId("duration-hours")).toHaveValue("2");
    expect(byTestId("duration-minutes")).toHaveValue("30");
    expect(byTestId("capacity")).toHaveValue("12");
    expect(byTestId("ticket-0-price")).toHaveValue("12.900");
    expect(byTestId("ticket-0-vat")).toHaveValue("11");
    expect(byTestId("ticket-0-price-Agent")).toHaveValue("11.000");
    expect(byTestId("location.latitude")).toHaveValue("63.53");
    expect(byTestId("channel-Kiosk")).not.toBeChecked();
    expect(byTestId("channel-Agent")).toBeChecked();
    expect(screen.getByTestId("save")).toBeDisabled();
  });

  it("saves changes with PUT, keeping the ticket category ids", async () => {
    const calls = mockExperienceApi({
      ...baseRoutes(),
      [`GET ${api}/assets`]: [],
      [`GET ${api}/experiences/${glacierWalkId}`]: experience(),
      [`PUT ${api}/experiences/${glacierWalkId}`]: (call) => ({
        ...experience(),
        ...(call.body as object),
        updatedAt: "2026-03-02T10:00:00Z",
      }),
    });
    await openEdit();
    await screen.findByTestId("experience-form");
    type("ticket-0-price", "13.500");
    fireEvent.click(screen.getByTestId("save"));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    const body = calls.find((call) => call.method === "PUT")!.body as {
      ticketCategories: unknown[];
      tag: string;
    };
    expect(body.tag).toBe("glacier-walk");
    expect(body.ticketCategories).toEqual([
      {
        id: "5d7a0a10-0000-4000-8000-000000000001",
        name: { EN: "Adult", IS: "Fullorðinn" },
        price: 13500,
        channelPrices: { Agent: 11000 },
        vatRate: 11,
        minPerBooking: 0,
        maxPerBooking: 20,
      },
    ]);
    await waitFor(() => expect(screen.getByTestId("save")).toBeDisabled());
  });

  it("duplicates into a new experience and archives after confirming", async () => {
    const calls = mockExperienceApi({
      ...baseRoutes(),
      [`GET ${api}/assets`]: [],
      [`GET ${api}/experiences/${glacierWalkId}`]: experience(),
      [`POST ${api}/experiences/${glacierWalkId}/archive`]: { ok: true },
      [`POST ${api}/experiences/${glacierWalkId}/duplicate`]: {
        status: 201,
        body: experience({ id: newId }),
      },
    });
    const { router } = await openEdit();
    fireEvent.click(await screen.findByTestId("editor-archive"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(posts(calls, `${api}/experiences/${glacierWalkId}/archive`)).toHaveLength(1));
    fireEvent.click(screen.getByTestId("editor-duplicate"));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/acme/glacier/edit-experience/${newId}`),
    );
  });

  it("asks before leaving with unsaved changes", async () => {
    mockExperienceApi({
      ...baseRoutes(),
      [`GET ${api}/assets`]: [],
      [`GET ${api}/experiences/${glacierWalkId}`]: experience(),
    });
    const { router } = await openEdit();
    await screen.findByTestId("experience-form");
    type("name-EN", "Glacier walk and ice cave");
    fireEvent.click(screen.getByTestId("back-to-list"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Leave without saving?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/acme/glacier/edit-experience/${glacierWalkId}`);
    fireEvent.click(screen.getByTestId("back-to-list"));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Leave page" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/glacier/experiences"));
  });

  it("says so when the experience does not exist", async () => {
    mockExperienceApi({ ...baseRoutes(), [`GET ${api}/assets`]: [] });
    await openEdit();
    expect(await screen.findByTestId("experience-not-found")).toBeInTheDocument();
  });

  it("shows the experience read-only to a host", async () => {
    mockExperienceApi({
      ...baseRoutes({ roles: ["ApplicationHost"] }),
      [`GET ${api}/assets`]: [],
      [`GET ${api}/experiences/${glacierWalkId}`]: experience(),
    });
    await openEdit();
    expect(await screen.findByTestId("read-only")).toBeInTheDocument();
    expect(byTestId("name-EN")).toBeDisabled();
    expect(screen.queryByTestId("save")).not.toBeInTheDocument();
    expect(screen.queryByTestId("editor-archive")).not.toBeInTheDocument();
  });
});
