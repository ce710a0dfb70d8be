import { badRequest } from "../../../http/errors";

const earliest = Date.UTC(1900, 0, 1);
const latest = Date.UTC(3000, 0, 1);
export const instantOutOfRangeTitle = "Use a date between the years 1900 and 2999";

/**
 * An ISO 8601 instant the contract accepted, as a Date within the years the calendar and the
 * database both handle (ISO also allows year 0000, which PostgreSQL does not).
 */
export function parseInstant(value: string, field: string): Date {
  const instant = new Date(value);
  const time = instant.getTime();
  if (Number.isNaN(time) || time < earliest || time >= latest)
    throw badRequest(`${field}: ${instantOutOfRangeTitle}`, { [field]: [instantOutOfRangeTitle] });
  return instant;
}
