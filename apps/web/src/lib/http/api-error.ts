import type { Problem } from "@stund/shared/contracts/problem";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.title);
  }
  get errorCode(): string | undefined {
    return this.problem.errorCode;
  }
}

/** docs/product.md §5.4: a 403 on a read rejects with Forbidden. */
export class ForbiddenError extends ApiError {}

export class TenantNotFoundError extends Error {
  constructor() {
    super("tenant not found!");
  }
}
