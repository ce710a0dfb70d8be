/**
 * How many units of an asset pool a departure or a rental uses, and how many more seats a pool
 * still allows. Pure functions: the service feeds them rows and a clock.
 */

/** How an experience's need for a pool grows: once per departure, per booking or per person. */
export type AssetPer = "Departure" | "Booking" | "Person";

export interface AssetNeedOfPool {
  assetId: string;
  quantity: number;
  per: AssetPer;
  /** Seats one unit carries (a jeep: 4); a Person need takes `quantity` units per that many seats. */
  seatsPerUnit: number;
}

/** What a departure has taken so far: seats (sold + held) and bookings (sold + held). */
export interface Taken {
  seats: number;
  bookings: number;
}

/** The units a departure uses of one pool, given what it has taken. */
export function unitsUsed(need: AssetNeedOfPool, taken: Taken): number {
  switch (need.per) {
    case "Departure":
      return taken.seats > 0 ? need.quantity : 0;
    case "Person":
      return Math.ceil((taken.seats * need.quantity) / Math.max(1, need.seatsPerUnit));
    case "Booking":
      return taken.bookings * need.quantity;
  }
}

/**
 * The most extra seats, taken in `newBookings` more bookings, that keep this departure's use of
 * the pool within `free` units (the pool's size less the peak use of everything else in its time).
 * Infinity when the pool does not limit seats any further.
 */
export function extraSeatsAllowed(
  need: AssetNeedOfPool,
  taken: Taken,
  free: number,
  newBookings = 1,
): number {
  switch (need.per) {
    case "Departure":
      return need.quantity <= free ? Infinity : 0;
    case "Booking":
      return (taken.bookings + newBookings) * need.quantity <= free ? Infinity : 0;
    case "Person": {
      if (free <= 0) return 0;
      const seatsCarried = Math.floor((free * Math.max(1, need.seatsPerUnit)) / need.quantity);
      return Math.max(0, seatsCarried - taken.seats);
    }
  }
}

/** Units of a pool in use over [start, end), by a departure (`eventId`) or a rental. */
export interface UsageInterval {
  start: number;
  end: number;
  units: number;
  eventId: string | null;
}

/**
 * The use of one pool over time as a step function, built once by a sweep over interval
 * ends and starts, then asked for the peak within any window in O(log n + steps in the window).
 */
export class UsageTimeline {
  private readonly times: number[] = [];
  /** `levels[i]` is the use on [times[i], times[i + 1]). */
  private readonly levels: number[] = [];
  private readonly unitsByEvent = new Map<string, number>();

  constructor(intervals: UsageInterval[]) {
    const deltas = new Map<number, number>();
    for (const interval of intervals) {
      if (interval.units <= 0 || interval.end <= interval.start) continue;
      deltas.set(interval.start, (deltas.get(interval.start) ?? 0) + interval.units);
      deltas.set(interval.end, (deltas.get(interval.end) ?? 0) - interval.units);
      if (interval.eventId)
        this.unitsByEvent.set(
          interval.eventId,
          (this.unitsByEvent.get(interval.eventId) ?? 0) + interval.units,
        );
    }
    let level = 0;
    for (const time of [...deltas.keys()].sort((a, b) => a - b)) {
      level += deltas.get(time)!;
      this.times.push(time);
      this.levels.push(level);
    }
  }

  /** The units this timeline counts for one departure. */
  unitsOf(eventId: string): number {
    return this.unitsByEvent.get(eventId) ?? 0;
  }

  /** The highest use at any instant of [from, to). */
  peak(from: number, to: number): number {
    if (to <= from) return 0;
    // The last step starting at or before `from` gives the use at `from`.
    let low = 0;
    let high = this.times.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.times[middle]! <= from) low = middle + 1;
      else high = middle;
    }
    let peak = low > 0 ? this.levels[low - 1]! : 0;
    for (let i = low; i < this.times.length && this.times[i]! < to; i++)
      peak = Math.max(peak, this.levels[i]!);
    return peak;
  }
}
