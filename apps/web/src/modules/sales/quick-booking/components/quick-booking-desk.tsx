import { Skeleton, Stack } from "@mantine/core";
import { useState } from "react";
import type { Booking } from "@stund/shared/contracts/bookings/bookings";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import type { ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import { LoadError } from "../../../../components/load-error";
import { useExperience } from "../../../../lib/queries/experience-queries";
import { useDeparturesOn } from "../api/quick-booking-api";
import { advanceOnEnter } from "../hooks/advance-on-enter";
import type { DeskPayment } from "../model/booking-form";
import { BookingForm } from "./booking-form";
import { BookingReceipt } from "./booking-receipt";
import { ExperienceDateFields } from "./experience-date-fields";

interface QuickBookingDeskProps {
  experiences: readonly ExperienceSummary[];
  timeZone: string;
  today: string;
}

/**
 * The desk: experience and date stay chosen from booking to booking; the rest of the booking is
 * a form instance that a receipt replaces, and "New booking" starts a fresh one. Changing the
 * date keeps what was typed, since a customer often asks for another day halfway through.
 */
export function QuickBookingDesk({ experiences, timeZone, today }: QuickBookingDeskProps) {
  // With a single experience to book there is nothing to choose.
  const [experienceId, setExperienceId] = useState<string | null>(
    experiences.length === 1 ? (experiences[0]?.id ?? null) : null,
  );
  const [date, setDate] = useState(today);
  const [receipt, setReceipt] = useState<{
    booking: Booking;
    departure: StundEvent;
    payment: DeskPayment;
  } | null>(null);
  const [instance, setInstance] = useState(0);
  const experience = useExperience(experienceId ?? undefined);
  const departures = useDeparturesOn(experienceId, date, timeZone);

  if (receipt)
    return (
      <BookingReceipt
        booking={receipt.booking}
        departure={receipt.departure}
        payment={receipt.payment}
        onNewBooking={() => {
          setReceipt(null);
          setInstance((count) => count + 1);
        }}
      />
    );

  return (
    <Stack gap="md" onKeyDown={advanceOnEnter} data-testid="quick-booking-desk">
      <ExperienceDateFields
        experiences={experiences}
        experienceId={experienceId}
        onExperienceChange={setExperienceId}
        date={date}
        onDateChange={setDate}
      />
      {experienceId && experience.isError && <LoadError onRetry={() => void experience.refetch()} />}
      {experienceId && experience.isLoading && (
        <Stack gap="xs" data-testid="experience-loading">
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={120} />
        </Stack>
      )}
      {experience.data && experience.data.id === experienceId && (
        <BookingForm
          key={`${experience.data.id}:${instance}`}
          experience={experience.data}
          departures={{
            departures: departures.departures,
            isLoading: departures.isLoading,
            isError: departures.isError,
            retry: () => void departures.refetch(),
          }}
          focusDeparture={instance > 0}
          onBooked={(booking, departure, payment) => setReceipt({ booking, departure, payment })}
        />
      )}
    </Stack>
  );
}
