/**
 * A unique index refused the write (a concurrent request took the identifier first). PostgreSQL
 * reports it as SQLSTATE 23505, on the error itself or, through Drizzle, on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === "object" && value !== null && "code" in value ? value.code : undefined;
  const cause = typeof error === "object" && error !== null && "cause" in error ? error.cause : undefined;
  return codeOf(error) === "23505" || codeOf(cause) === "23505";
}
