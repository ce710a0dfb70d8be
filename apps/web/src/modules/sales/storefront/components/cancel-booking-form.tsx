import { useEffect, useRef, useState, type FormEvent } from "react";
import type { PublicBookingView, PublicCancelResult } from "@stund/shared/contracts/bookings/public";
import { newIdempotencyKey } from "../../quick-booking/model/idempotency-key";
import { cancelPublicBooking, fetchBookingView } from "../api/storefront-api";
import { useSite } from "../hooks/site-context";
import { refusedCancel, type CancelRefusalReason } from "../model/refused-cancel";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";
import { Notice } from "../ui/notice";
import { CancellationTerms } from "./cancellation-offer";

/**
 * A ref for a dialog's content that makes the first element matching `selector` the one focused
 * when the dialog opens: the autofocus attribute for the browser's showModal(), which runs after
 * the content is in place, and focus() at once for a dialog that is already open. Made once per
 * selector, so a render does not move the focus again.
 */
export function focusFirst(selector: string) {
  return (content: HTMLElement | null) => {
    const target = content?.querySelector<HTMLElement>(selector);
    if (!target) return;
    target.setAttribute("autofocus", "");
    target.focus();
  };
}

const focusEmail = focusFirst('input[type="email"]');

/** What cancelling now keeps and gives back; a hold with nothing paid only frees its seats. */
function CancelQuote({ booking }: { booking: PublicBookingView }) {
  const { t, format } = useSite();
  const { fee, refund } = booking.cancellation;
  if (booking.paid === 0 && fee === 0 && refund === 0)
    return <p data-testid="cancel-hold-only">{t("storefront.cancel.holdOnly")}</p>;
  const money = (minor: number) => format.money(minor, booking.currency);
  return (
    <table className="sf-summary" data-testid="cancel-quote">
      <tbody>
        <tr data-testid="cancel-fee">
          <td>{t("storefront.cancel.fee", { company: booking.company })}</td>
          <td>{money(fee)}</td>
        </tr>
        <tr className="sf-strong" data-testid="cancel-refund">
          <td>{t("storefront.cancel.refund")}</td>
          <td>{money(refund)}</td>
        </tr>
      </tbody>
    </table>
  );
}

interface CancelBookingFormProps {
  booking: PublicBookingView;
  onKeep: () => void;
  /** The booking as the server now has it: cancelled, or read again after a refusal. */
  onBooking: (booking: PublicBookingView) => void;
  /** The cancellation went through (told only while the form is still open). */
  onCancelled: (result: PublicCancelResult) => void;
}

/**
 * The policy's fee and refund, and the email address the booking was made with, which guards
 * the link. One Idempotency-Key serves the dialog, so a retried request never cancels twice.
 */
export function CancelBookingForm({ booking, onKeep, onBooking, onCancelled }: CancelBookingFormProps) {
  const { t, request } = useSite();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState(false);
  const [refusal, setRefusal] = useState<CancelRefusalReason | null>(null);
  const [pending, setPending] = useState(false);
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  const cancel = async (typed: string) => {
    setPending(true);
    try {
      const result = await cancelPublicBooking(
        request.tenant,
        booking.id,
        typed,
        request.language,
        idempotencyKey,
      );
      onBooking(result.booking);
      if (open.current) onCancelled(result);
      return;
    } catch (error) {
      // A conflict is explained by the booking itself, which the page then shows as it now is.
      const refused = await refusedCancel(error, async () => {
        const view = await fetchBookingView(request.tenant, booking.id, request.language);
        onBooking(view);
        return view;
      });
      if (!open.current) return;
      if (refused.kind === "email") setEmailError(true);
      else setRefusal(refused.reason);
    }
    setPending(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const typed = email.trim();
    setRefusal(null);
    if (!typed) {
      setEmailError(true);
      return;
    }
    void cancel(typed);
  };

  return (
    <form ref={focusEmail} className="sf-stack" onSubmit={onSubmit} noValidate data-testid="cancel-form">
      <CancellationTerms booking={booking} />
      <CancelQuote booking={booking} />
      <TextField
        type="email"
        label={t("storefront.cancel.email")}
        description={t("storefront.cancel.emailHint")}
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          setEmailError(false);
        }}
        error={emailError ? t("storefront.cancel.emailRequired") : undefined}
        testId="cancel-email"
      />
      {refusal && (
        <Notice tone="error" alert title={t("storefront.cancel.notCancelled")} testId="cancel-refusal">
          <p>{t(`storefront.cancel.reason.${refusal}`, { company: booking.company })}</p>
        </Notice>
      )}
      <div className="sf-row sf-dialog-actions">
        <Button tone="light" onClick={onKeep} disabled={pending} data-testid="cancel-keep">
          {t("storefront.cancel.keep")}
        </Button>
        <Button type="submit" tone="danger" loading={pending} data-testid="cancel-confirm">
          {t("storefront.cancel.confirm")}
        </Button>
      </div>
    </form>
  );
}
