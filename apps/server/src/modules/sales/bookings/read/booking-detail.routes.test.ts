import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { createTestApp, type TestApp } from "../../../../../test/test-app";
import { experiences } from "../../../../db/schema/catalogue";
import { adultCategoryId } from "../../../../../test/fixtures/event-test-support";
import { bookingsProject, insertRawBooking, minutesAgo } from "./read-test-support";

const dietFieldId = "0b6f3a52-7c1e-4c1e-9b8f-2d6a1f0e9c21";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function projectWithQuestion() {
  const p = await bookingsProject(t);
  const question = {
    id: dietFieldId,
    label: { EN: "Dietary needs", IS: "Mataræði" },
    type: "Text" as const,
    required: false,
    options: [],
    per: "Booking" as const,
  };
  await p.db
    .update(experiences)
    .set({ customFields: [question] })
    .where(eq(experiences.id, p.walk.experienceId));
  return p;
}

describe("one booking", () => {
  it("shows the booking with tickets, labelled answers, money, who made it and its history", async () => {
    const p = await projectWithQuestion();
    const made = await p.owner.post(p.list, {
      items: [{ eventId: p.walk.eventId, ticketCategoryId: adultCategoryId, quantity: 2 }],
      customer: { name: "Anna Jónsdóttir", email: "anna@example.com", country: "IS", language: "IS" },
      answers: [{ fieldId: dietFieldId, value: "vegan" }],
      paymentMethod: "Cash",
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as string;
    const response = await p.owner.get(`${p.list}/${id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<BookingDetail>();
    expect(detail).toMatchObject({
      id,
      reference: made.json().reference,
      status: "Confirmed",
      eventId: p.walk.eventId,
      eventStart: p.walk.start.toISOString(),
      experienceName: { EN: "Glacier Walk" },
      customer: {
        name: "Anna Jónsdóttir",
        email: "anna@example.com",
        phone: "",
        country: "IS",
        language: "IS",
      },
      items: [
        {
          ticketCategoryId: adultCategoryId,
          name: { EN: "Adult" },
          quantity: 2,
          unitPrice: 12900,
          vatRate: 11,
        },
      ],
      answers: [{ fieldId: dietFieldId, label: { EN: "Dietary needs", IS: "Mataræði" }, value: "vegan" }],
      vat: [{ rate: 11, net: 23243, vat: 2557 }],
      subtotal: 25800,
      discount: 0,
      total: 25800,
      paid: 25800,
      refunded: 0,
      expiresAt: null,
      cancelledAt: null,
      creatorKind: "Staff",
      createdBy: { id: p.owner.userId, name: "Owner" },
      history: [
        {
          action: "Created",
          actorKind: "Staff",
          actorUserId: p.owner.userId,
          actorName: "Owner",
          details: { status: "Confirmed", seats: 2, total: 25800, paid: 25800 },
        },
      ],
      transactions: [
        {
          kind: "Payment",
          broker: "None",
          method: "Cash",
          amount: 25800,
          currency: "ISK",
          result: "Success",
        },
      ],
    });
    expect(Date.parse(detail.confirmedAt ?? "")).not.toBeNaN();
  });

  it("shows a run-out hold as Expired with its expiry and no staff creator", async () => {
    const p = await bookingsProject(t);
    const expiresAt = minutesAgo(3);
    const hold = await insertRawBooking(p.db, p.scope, {
      eventId: p.walk.eventId,
      seats: 2,
      status: "Pending",
      expiresAt,
    });
    const detail = (await p.owner.get(`${p.list}/${hold.id}`)).json<BookingDetail>();
    expect(detail).toMatchObject({
      status: "Expired",
      expiresAt: expiresAt.toISOString(),
      creatorKind: "Customer",
      createdBy: null,
      channel: "Web",
      items: [{ quantity: 2 }],
      history: [],
      transactions: [],
    });
  });

  it("answers 404 for another project's booking and for one that does not exist", async () => {
    const p = await bookingsProject(t);
    const other = await p.createProject("Second Project");
    const theirs = await p.book({ eventId: p.walk.eventId });
    const wrongProject = await p.owner.get(`${p.tenant.api}/${other}/bookings/${theirs.id}`);
    expect(wrongProject.statusCode).toBe(404);
    expect(wrongProject.json().title).toBe("Booking not found");
    const missing = await p.owner.get(`${p.list}/6f0b7c1e-3a52-4c1e-9b8f-2d6a1f0e9c99`);
    expect(missing.statusCode).toBe(404);
    const elsewhere = await bookingsProject(t);
    const foreign = await elsewhere.owner.get(`${elsewhere.list}/${theirs.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().title).toBe("Booking not found");
  });

  it("refuses an id that is not one with a field message", async () => {
    const p = await bookingsProject(t);
    const response = await p.owner.get(`${p.list}/not-an-id`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(["id"]);
  });
});
