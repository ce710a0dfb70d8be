import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffConflict } from "@stund/shared/contracts/staff-schedule";
import { mockRecordedApi, type RecordedCall } from "../../../../components/testing/recorded-api";
import {
  accessFor,
  eventStaff,
  helga,
  jon,
  renderAtTenant,
  safariId,
  walkId,
} from "../testing/schedule-fixtures";
import { EventStaffPanel } from "./event-staff-panel";

afterEach(() => vi.unstubAllGlobals());

const staffPath = `/acme/api/events/${walkId}/staff`;
const open = (language: "EN" | "IS" = "EN") =>
  renderAtTenant("/acme/panel", "panel", <EventStaffPanel eventId={walkId} />, { language });
const puts = (calls: RecordedCall[]) => calls.filter((call) => call.method === "PUT");

const onSafari: StaffConflict = {
  eventId: safariId,
  startAt: "2031-06-04T10:00:00.000Z",
  endAt: "2031-06-04T12:00:00.000Z",
  projectName: "Whale Watching",
  experienceName: { EN: "Whale Safari", IS: "Hvalaskoðun" },
};

async function pick(name: RegExp) {
  fireEvent.click(await screen.findByTestId("staff-picker"));
  fireEvent.click(await screen.findByRole("option", { name, hidden: true }));
}

describe("EventStaffPanel", { timeout: 20_000 }, () => {
  it("offers the candidates with their roles and shows a picked person's overlaps", async () => {
    mockRecordedApi({
      ...accessFor(["Owner"]),
      [`GET ${staffPath}`]: eventStaff({
        candidates: [
          { ...helga, email: "guide@stund.is", role: "ProjectHost", conflicts: [] },
          { ...jon, email: "manager@stund.is", role: "ApplicationManager", conflicts: [onSafari] },
        ],
      }),
    });
    await open();
    fireEvent.click(await screen.findByTestId("staff-picker"));
    expect(
      await screen.findByRole("option", { name: "Helga Björnsdóttir · Project host", hidden: true }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("option", { name: "Jón Ásgeirsson · Manager", hidden: true }));
    expect(await screen.findByTestId("staff-picked-warning")).toHaveTextContent(
      "Also on Whale Safari (Whale Watching) 04/06/2031 10:00–12:00",
    );
    expect(screen.getByTestId("staff-save")).toBeEnabled();
  });

  it("asks “Assign anyway?” on a 409 and sends the confirmation", async () => {
    let stored = eventStaff();
    const calls = mockRecordedApi({
      ...accessFor(["Owner"]),
      [`GET ${staffPath}`]: () => stored,
      [`PUT ${staffPath}`]: (call) => {
        if (!(call.body as { confirmConflicts?: boolean }).confirmConflicts)
          return {
            status: 409,
            body: {
              title: "Someone is already on another departure at that time",
              conflicts: [{ ...onSafari, ...helga }],
            },
          };
        stored = eventStaff({
          assigned: [{ ...helga, isCandidate: true, conflicts: [onSafari] }],
          candidates: [{ ...helga, email: "guide@stund.is", role: "ProjectHost", conflicts: [onSafari] }],
        });
        return stored;
      },
    });
    await open();
    await pick(/Helga Björnsdóttir/);
    fireEvent.click(screen.getByTestId("staff-save"));
    const question = await screen.findByTestId("staff-conflicts");
    expect(question).toHaveTextContent("Assign anyway?");
    expect(question).toHaveTextContent("Helga Björnsdóttir");
    expect(question).toHaveTextContent("Also on Whale Safari (Whale Watching) 04/06/2031 10:00–12:00");
    fireEvent.click(within(question).getByTestId("staff-confirm-conflicts"));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls).map((call) => call.body)).toEqual([
      { userIds: [helga.userId], confirmConflicts: false },
      { userIds: [helga.userId], confirmConflicts: true },
    ]);
    await waitFor(() => expect(screen.queryByTestId("staff-conflicts")).toBeNull());
    expect(await screen.findByTestId("staff-picked-warning")).toHaveTextContent("Also on Whale Safari");
  });

  it("shows a refusal's title and keeps the choice", async () => {
    mockRecordedApi({
      ...accessFor(["Owner"]),
      [`GET ${staffPath}`]: eventStaff(),
      [`PUT ${staffPath}`]: {
        status: 400,
        body: { title: "Only staff with a Host or higher role in the project can be assigned: Helga" },
      },
    });
    await open();
    await pick(/Helga Björnsdóttir/);
    fireEvent.click(screen.getByTestId("staff-save"));
    expect(await screen.findByTestId("staff-save-error")).toHaveTextContent(
      "Only staff with a Host or higher role in the project can be assigned: Helga",
    );
    expect(screen.getByTestId("staff-save")).toBeEnabled();
  });

  it("shows who is on the departure to someone who may not change it", async () => {
    mockRecordedApi({
      ...accessFor(["ApplicationHost"]),
      [`GET ${staffPath}`]: eventStaff({
        canAssign: false,
        candidates: [],
        assigned: [
          {
            ...helga,
            isCandidate: true,
            conflicts: [{ ...onSafari, projectName: null, experienceName: null }],
          },
        ],
      }),
    });
    await open();
    const list = await screen.findByTestId("event-staff-list");
    expect(list).toHaveTextContent("Helga Björnsdóttir");
    expect(list).toHaveTextContent("Also on another departure 04/06/2031 10:00–12:00");
    expect(screen.queryByTestId("staff-picker")).toBeNull();
  });

  it("says nobody is assigned, in Icelandic too", async () => {
    mockRecordedApi({
      ...accessFor(["ApplicationHost"]),
      [`GET ${staffPath}`]: eventStaff({ canAssign: false, candidates: [] }),
    });
    await open("IS");
    expect(await screen.findByTestId("event-staff-none")).toHaveTextContent(
      "Enginn hefur enn verið settur á þessa brottför.",
    );
  });

  it("offers no one new on a cancelled departure, only removal", async () => {
    const calls = mockRecordedApi({
      ...accessFor(["Owner"]),
      [`GET ${staffPath}`]: eventStaff({
        status: "Cancelled",
        assigned: [{ ...jon, isCandidate: true, conflicts: [] }],
      }),
      [`PUT ${staffPath}`]: eventStaff({ status: "Cancelled" }),
    });
    await open();
    expect(await screen.findByTestId("staff-editor")).toHaveTextContent("This departure does not run");
    fireEvent.click(screen.getByTestId("staff-picker"));
    expect(screen.queryByRole("option", { name: /Helga/, hidden: true })).toBeNull();
    fireEvent.keyDown(screen.getByTestId("staff-picker"), { key: "Backspace" });
    fireEvent.click(screen.getByTestId("staff-save"));
    await waitFor(() => expect(puts(calls)[0]?.body).toEqual({ userIds: [], confirmConflicts: false }));
  });

  it("shows an error with a retry when the staff cannot be read", async () => {
    mockRecordedApi({ ...accessFor(["Owner"]), [`GET ${staffPath}`]: { status: 500, body: { title: "x" } } });
    await open();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.queryByTestId("staff-editor")).toBeNull();
  });
});
