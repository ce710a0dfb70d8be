/** Whether this page runs inside a frame, such as the booking widget on a company's website. */
function insideFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * Sends the customer to the broker's hosted payment page, which brings them back to the
 * booking's confirmation page. A module of its own, so tests can see where the customer went.
 *
 * Payment pages refuse to run inside frames, so an embedded storefront (the booking widget)
 * moves the whole window there instead. When the browser does not let the frame do that, the
 * payment page opens in a new tab; when even that is refused, the frame itself goes there as a
 * last resort rather than leaving the customer on a page that no longer moves.
 */
export function leaveForPayment(paymentUrl: string, embed: boolean = insideFrame()): void {
  if (!embed) {
    window.location.assign(paymentUrl);
    return;
  }
  try {
    if (window.top) {
      window.top.location.href = paymentUrl;
      return;
    }
  } catch {
    // Navigating the top window was refused; try a new tab.
  }
  const tab = window.open(paymentUrl, "_blank");
  if (tab) tab.opener = null;
  else window.location.assign(paymentUrl);
}
