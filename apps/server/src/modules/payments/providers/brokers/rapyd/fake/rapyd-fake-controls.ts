import type {
  RapydCheckoutObject,
  RapydPaymentObject,
} from "../../../../../../integrations/rapyd/rapyd-objects";
import { readCheckout, readPaymentLink, recordPayment } from "./rapyd-fake-pages";
import type { RapydFakeState } from "./rapyd-fake-state";

/** What a customer does on Rapyd's hosted pages, played by a test. */
export interface CustomerActions {
  /** The customer pays on the checkout page: a closed payment, the page done. */
  payCheckout(checkoutId: string): RapydPaymentObject;
  /** The card is declined: a payment in error; the page stays open for another try. */
  declineCheckout(checkoutId: string, failureMessage?: string): RapydPaymentObject;
  /** The page runs out before anyone pays. */
  expireCheckout(checkoutId: string): RapydCheckoutObject;
  /** The customer pays through a payment link. */
  payLink(linkId: string): RapydPaymentObject;
}

export function customerActions(state: RapydFakeState): CustomerActions {
  return {
    payCheckout(checkoutId) {
      const checkout = readCheckout(state, checkoutId);
      if (checkout.status !== "NEW") throw new Error(`The checkout ${checkoutId} is ${checkout.status}`);
      const payment = recordPayment(state, checkout, { status: "CLO" });
      checkout.status = "DON";
      checkout.payment = payment;
      return payment;
    },
    declineCheckout(checkoutId, failureMessage = "Do not honor") {
      const checkout = readCheckout(state, checkoutId);
      const payment = recordPayment(state, checkout, {
        status: "ERR",
        failureCode: "ERROR_PROCESSING_CARD - [05]",
        failureMessage,
      });
      checkout.payment = payment;
      return payment;
    },
    expireCheckout(checkoutId) {
      const checkout = readCheckout(state, checkoutId);
      checkout.status = "EXP";
      return checkout;
    },
    payLink(linkId) {
      const link = readPaymentLink(state, linkId);
      return recordPayment(state, link, { status: "CLO" });
    },
  };
}
