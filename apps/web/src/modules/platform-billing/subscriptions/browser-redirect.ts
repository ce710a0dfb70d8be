/** Sends the browser to a hosted payment page; its own module so tests can stand in for it. */
export function sendBrowserTo(url: string): void {
  window.location.assign(url);
}
