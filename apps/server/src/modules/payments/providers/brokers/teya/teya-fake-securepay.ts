/**
 * The SecurePay part of the Teya fake: the hosted page, the Ticket API and refunds, each checking the
 * merchant's real signature (checkhash over the form, refund checkhash over `merchantid|refundid`) and
 * refusing anything else, and notifications signed with the merchant secret (orderhash).
 */
import { randomBytes } from "node:crypto";
import type { FakeReply } from "./fake-http";
import { formReply } from "./fake-http";
import { securePayCheckhash, securePayOrderhash } from "./securepay-checkhash";
import { securePayRefundCheckhash } from "./securepay-refund";
import { parseSecurePayAmount } from "./teya-amount";
import type { SecurePayCredentials } from "./teya-credentials";

export interface FakeOrder {
  orderId: string;
  merchant: SecurePayCredentials;
  fields: Record<string, string>;
  status: "Open" | "Paid" | "Declined";
  refundId: string | null;
  /** Minor units paid and refunded. */
  paid: number;
  refunded: number;
}

const page = (title: string, text: string): FakeReply => ({
  status: 200,
  type: "text/html; charset=utf-8",
  body: `<!doctype html><title>${title}</title><h1>${title}</h1><p>${text}</p>`,
});

export function createSecurePayFake(merchants: SecurePayCredentials[]) {
  const orders = new Map<string, FakeOrder>();
  const tickets = new Map<string, string>();
  let nextRefundId = 48_000_001;

  /** The order a signed form describes, or the reason Teya would refuse it. */
  function checkOrderForm(form: URLSearchParams): FakeOrder | string {
    const fields = Object.fromEntries(form);
    const merchant = merchants.find(
      (m) => m.merchantId === fields.merchantid && m.paymentGatewayId === fields.paymentgatewayid,
    );
    if (!merchant) return "Unknown merchant or payment gateway";
    for (const name of ["orderid", "amount", "currency", "returnurlsuccess", "returnurlsuccessserver"])
      if (!fields[name]) return `Missing ${name}`;
    if (!/^[0-9A-Za-z]{1,12}$/.test(fields.orderid!)) return "orderid must be 1 to 12 letters or digits";
    const expected = securePayCheckhash(merchant.secretKey, {
      merchantId: merchant.merchantId,
      returnUrlSuccess: fields.returnurlsuccess!,
      returnUrlSuccessServer: fields.returnurlsuccessserver!,
      orderId: fields.orderid!,
      amount: fields.amount!,
      currency: fields.currency!,
    });
    if (fields.checkhash !== expected) return "Invalid checkhash";
    const amount = parseSecurePayAmount(fields.amount!, fields.currency!);
    if (amount === null || !Number.isInteger(amount) || amount <= 0) return "Invalid amount";
    if (fields.itemamount_0 !== undefined && fields.itemamount_0 !== fields.amount)
      return "Item amounts do not add up to the amount";
    const existing = orders.get(fields.orderid!);
    if (existing && existing.status === "Paid") return "Order already paid";
    const order: FakeOrder = {
      orderId: fields.orderid!,
      merchant,
      fields,
      status: "Open",
      refundId: null,
      paid: 0,
      refunded: 0,
    };
    orders.set(order.orderId, order);
    return order;
  }

  function paymentPage(form: URLSearchParams): FakeReply {
    const order = checkOrderForm(form);
    if (typeof order === "string") return { status: 400, type: "text/plain", body: `Error: ${order}` };
    return page("Teya SecurePay", `Order ${order.orderId}: ${order.fields.amount} ${order.fields.currency}`);
  }

  function createTicket(form: URLSearchParams): FakeReply {
    if (!/^\d{2}\.\d{2}\.\d{4}$/.test(form.get("TicketExpiryDate") ?? ""))
      return formReply({ ticket: "", ret: "False", message: "TicketExpiryDate must be dd.MM.yyyy" });
    const order = checkOrderForm(form);
    if (typeof order === "string") return formReply({ ticket: "", ret: "False", message: order });
    const ticket = randomBytes(12).toString("hex");
    tickets.set(ticket, order.orderId);
    return formReply({ ticket, ret: "True", message: "" });
  }

  function openTicket(ticket: string | null): FakeReply {
    const order = orders.get(tickets.get(ticket ?? "") ?? "");
    if (!order) return { status: 404, type: "text/plain", body: "Unknown ticket" };
    return page("Teya SecurePay", `Order ${order.orderId}: ${order.fields.amount} ${order.fields.currency}`);
  }

  function refund(form: URLSearchParams): FakeReply {
    const refused = (code: string, message: string) =>
      formReply({ action_code: code, ret: "False", message });
    const merchant = merchants.find(
      (m) => m.merchantId === form.get("MerchantId") && m.paymentGatewayId === form.get("PaymentGatewayId"),
    );
    const refundId = form.get("RefundId") ?? "";
    if (!merchant) return refused("905", "Unknown merchant or payment gateway");
    if (form.get("Checkhash") !== securePayRefundCheckhash(merchant, refundId))
      return refused("905", "Invalid checkhash");
    const order = [...orders.values()].find((o) => o.refundId === refundId && o.merchant === merchant);
    if (!order) return refused("914", "Transaction not found");
    const amount = parseSecurePayAmount(form.get("amount") ?? "", order.fields.currency!);
    if (amount === null || !Number.isInteger(amount) || amount <= 0) return refused("913", "Invalid amount");
    if (amount > order.paid - order.refunded) return refused("913", "Amount exceeds what is left to refund");
    order.refunded += amount;
    return formReply({ action_code: "000", ret: "True", message: "" });
  }

  /** Teya's signed server notification of an order, as form fields. */
  function notice(orderId: string, status: "OK" | "ERROR", step = "Payment"): URLSearchParams {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    const { amount = "", currency = "" } = order.fields;
    const fields = new URLSearchParams({
      status,
      step,
      orderid: orderId,
      amount,
      currency,
      orderhash: securePayOrderhash(order.merchant.secretKey, { orderId, amount, currency }),
      authorizationcode: status === "OK" ? "123456" : "",
      creditcardnumber: "411111******1111",
    });
    if (status === "OK") fields.set("refundid", order.refundId ?? "");
    else fields.set("errordescription", "Card declined");
    return fields;
  }

  /** Settles an order as paid or declined, and returns the notification Teya would send. */
  function settle(orderId: string, status: "OK" | "ERROR"): { notifyUrl: string; body: URLSearchParams } {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    if (status === "OK") {
      order.status = "Paid";
      order.paid = parseSecurePayAmount(order.fields.amount!, order.fields.currency!)!;
      order.refundId = String(nextRefundId++);
    } else order.status = "Declined";
    return { notifyUrl: order.fields.returnurlsuccessserver!, body: notice(orderId, status) };
  }

  return { orders, paymentPage, createTicket, openTicket, refund, notice, settle };
}
