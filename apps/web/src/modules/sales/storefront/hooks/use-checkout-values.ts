import { useCallback, useState } from "react";
import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { checkoutErrors, initialCheckout, type CheckoutValues, type FieldErrors } from "../model/checkout";
import type { AnswerInput } from "../model/answers";

/**
 * The checkout's values and their errors. Errors show once the customer has tried to book, or a
 * field has been left; they follow the values from then on. The server's errors after a refused
 * booking are shown until the field changes.
 */
export function useCheckoutValues(experience: PublicExperience) {
  const [values, setValues] = useState<CheckoutValues>(() => initialCheckout(experience));
  const [tried, setTried] = useState(false);
  const [left, setLeft] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const ownErrors = checkoutErrors(values, experience);

  const errorOf = (path: string): string | undefined =>
    serverErrors[path] ?? (tried || left[path] ? ownErrors[path] : undefined);

  const clearServerError = (path: string) =>
    setServerErrors((errors) => {
      if (!(path in errors)) return errors;
      const rest = { ...errors };
      delete rest[path];
      return rest;
    });

  const setQuantity = useCallback((categoryId: string, quantity: number) => {
    setValues((current) => ({ ...current, quantities: { ...current.quantities, [categoryId]: quantity } }));
  }, []);

  return {
    values,
    errorOf,
    tried,
    setQuantity: (categoryId: string, quantity: number) => {
      clearServerError(`quantities.${categoryId}`);
      setQuantity(categoryId, quantity);
    },
    setCustomer: (field: keyof CheckoutValues["customer"], value: string) => {
      clearServerError(`customer.${field}`);
      setValues((current) => ({ ...current, customer: { ...current.customer, [field]: value } }));
    },
    setAnswer: (fieldId: string, value: AnswerInput) => {
      clearServerError(`answers.${fieldId}`);
      setValues((current) => ({ ...current, answers: { ...current.answers, [fieldId]: value } }));
    },
    setAcceptTerms: (accepted: boolean) => {
      clearServerError("acceptTerms");
      setValues((current) => ({ ...current, acceptTerms: accepted }));
    },
    leave: (path: string) => setLeft((current) => (current[path] ? current : { ...current, [path]: true })),
    /** Marks the form tried; true when the form's own checks pass. */
    tryToBook: () => {
      setTried(true);
      return Object.keys(ownErrors).length === 0;
    },
    showServerErrors: setServerErrors,
  };
}

export type CheckoutState = ReturnType<typeof useCheckoutValues>;
