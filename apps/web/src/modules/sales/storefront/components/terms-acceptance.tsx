import { useState } from "react";
import type { PublicCompany } from "@stund/shared/contracts/bookings/public";
import type { CheckoutState } from "../hooks/use-checkout-values";
import { useSite } from "../hooks/site-context";
import { messageText } from "../text/site-text";
import { Dialog } from "../ui/dialog";
import { CheckField } from "../ui/fields";

function PolicyText({ title, text }: { title: string; text: string }) {
  const { t } = useSite();
  return (
    <div className="sf-stack-sm">
      <h3>{title}</h3>
      <p className="sf-small sf-pre">{text.trim() || t("storefront.terms.notPublished")}</p>
    </div>
  );
}

/** The company's terms and refund policy, to read in a dialog, and the box that accepts them. */
export function TermsAcceptance({ company, form }: { company: PublicCompany; form: CheckoutState }) {
  const { t } = useSite();
  const [opened, setOpened] = useState(false);
  const error = form.errorOf("acceptTerms");
  return (
    <div className="sf-stack-sm">
      <button
        type="button"
        className="sf-link-button sf-small"
        onClick={() => setOpened(true)}
        data-testid="read-terms"
      >
        {t("storefront.terms.read")}
      </button>
      <CheckField
        label={t("storefront.terms.accept")}
        required
        checked={form.values.acceptTerms}
        onChange={form.setAcceptTerms}
        error={error ? messageText(error, t) : undefined}
        testId="accept-terms"
      />
      <Dialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("storefront.terms.dialogTitle", { company: company.name })}
        closeLabel={t("storefront.cancel.close")}
        testId="terms-dialog"
      >
        <PolicyText title={t("storefront.terms.terms")} text={company.termsAndConditions} />
        <PolicyText title={t("storefront.terms.refundPolicy")} text={company.refundPolicy} />
      </Dialog>
    </div>
  );
}
