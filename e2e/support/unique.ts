let counter = 0;

/** A short lower-case suffix that no other test run or test in this run produces. */
export function uniqueSuffix(): string {
  counter += 1;
  const time = Date.now().toString(36);
  const random = Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, "0");
  return `${time}${random}${counter}`;
}

/** A fresh address for a new account; the domain is reserved for examples and never receives mail. */
export function uniqueEmail(label: string): string {
  return `${label}-${uniqueSuffix()}@example.com`;
}

/** A fresh web address segment for a company or a project. */
export function uniqueIdentifier(label: string): string {
  return `${label}-${uniqueSuffix()}`;
}
