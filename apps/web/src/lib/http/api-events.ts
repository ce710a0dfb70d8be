import { errorCodes, type Problem } from "@stund/shared/contracts/problem";

/** Hooks the shell registers so the API client can react without importing the UI. */
export interface ApiEventHandlers {
  onUnauthorized(): void;
  onFeatureAccessDenied(title: string): void;
  isAuthenticated(): boolean;
}

let handlers: ApiEventHandlers = {
  onUnauthorized() {},
  onFeatureAccessDenied() {},
  isAuthenticated: () => false,
};

export function setApiEventHandlers(next: ApiEventHandlers): void {
  handlers = next;
}

export function apiEvents(): ApiEventHandlers {
  return handlers;
}

/**
 * Tells the shell what a problem answer means for the whole console (docs/product.md §5.4): a 401 while
 * signed in logs out; FeatureAccessDenied opens the subscription warning, which the spec asks for
 * on a post or a download only.
 */
export function reportProblem(status: number, problem: Problem, opensSubscriptionWarning: boolean): void {
  if (status === 401 && handlers.isAuthenticated()) handlers.onUnauthorized();
  if (opensSubscriptionWarning && problem.errorCode === errorCodes.featureAccessDenied) {
    handlers.onFeatureAccessDenied(problem.title);
  }
}
