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
