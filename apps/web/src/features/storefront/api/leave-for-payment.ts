/**
 * Sends the customer to the broker's hosted payment page, which brings them back to the
 * booking's confirmation page. A module of its own, so tests can see where the customer went.
 */
export function leaveForPayment(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
