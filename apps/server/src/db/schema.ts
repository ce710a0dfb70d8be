/** Every table, for drizzle-kit and the typed database handle. */
export * from "./schema/users";
export * from "./schema/tenants";
export * from "./schema/projects";
export * from "./schema/files";
export * from "./schema/plans";
export * from "./schema/fees";
export * from "./schema/billing";
export * from "./schema/rapyd-fake";
export * from "./schema/catalogue";
export * from "./schema/notices";
export * from "./schema/bookings";
export * from "./schema/payment-settings";
export * from "./schema/payments";
export * from "./schema/emails";
