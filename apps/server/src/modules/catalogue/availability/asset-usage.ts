/**
 * How an experience's need for an asset pool grows: once per departure, per booking or per person
 * (a Person need takes `quantity` units per `seats_per_unit` seats). The units a departure uses and
 * the seats a pool still allows are the database's to count (migration 0015: pool_units,
 * pool_seats_allowed, pool_peak).
 */
export type AssetPer = "Departure" | "Booking" | "Person";
