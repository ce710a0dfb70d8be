import type { CheckoutState } from "../hooks/use-checkout-values";
import { useSite } from "../hooks/site-context";
import { messageText } from "../text/site-text";
import { TextField } from "../ui/fields";

/** The customer's name and email (both needed to reach them) and, if they like, a phone number. */
export function CustomerFields({ form }: { form: CheckoutState }) {
  const { t } = useSite();
  const error = (path: string) => {
    const message = form.errorOf(path);
    return message ? messageText(message, t) : undefined;
  };
  return (
    <div className="sf-stack-sm" role="group" aria-labelledby="customer-heading">
      <p className="sf-label" id="customer-heading">
        {t("storefront.customer.title")}
      </p>
      <TextField
        label={t("storefront.customer.name")}
        required
        autoComplete="name"
        maxLength={200}
        testId="customer-name"
        value={form.values.customer.name}
        onChange={(event) => form.setCustomer("name", event.target.value)}
        onBlur={() => form.leave("customer.name")}
        error={error("customer.name")}
      />
      <TextField
        label={t("storefront.customer.email")}
        description={t("storefront.customer.emailHint")}
        required
        type="email"
        autoComplete="email"
        maxLength={254}
        testId="customer-email"
        value={form.values.customer.email}
        onChange={(event) => form.setCustomer("email", event.target.value)}
        onBlur={() => form.leave("customer.email")}
        error={error("customer.email")}
      />
      <TextField
        label={t("storefront.customer.phone")}
        type="tel"
        autoComplete="tel"
        maxLength={40}
        testId="customer-phone"
        value={form.values.customer.phone}
        onChange={(event) => form.setCustomer("phone", event.target.value)}
        onBlur={() => form.leave("customer.phone")}
        error={error("customer.phone")}
      />
    </div>
  );
}
