import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { applyServerFieldErrors, useContractForm } from "../../../../lib/forms/use-contract-form";
import { useAfterSignIn } from "./use-after-sign-in";

/**
 * The sign-in and sign-up forms: checked by their contract, sent once valid, server field errors
 * placed on the fields and any other failure kept for the alert; `otherPage` keeps ?next= when
 * the user switches between the two pages. An answer that does not sign in yet (a second step is
 * due) goes to `onAnswer` instead of on to the next page.
 */
export function useAuthForm<Values extends Record<string, unknown>, Answer = unknown>(options: {
  schema: z.ZodType<Values>;
  initialValues: Values;
  send: (values: Values) => Promise<Answer>;
  otherPage: "/login" | "/signup";
  onAnswer?: (answer: Answer) => "signedIn" | "pending";
}) {
  const [params] = useSearchParams();
  const afterSignIn = useAfterSignIn();
  const [serverError, setServerError] = useState<unknown>();
  const form = useContractForm<Values>({ schema: options.schema, initialValues: options.initialValues });
  const submit = useMutation({
    mutationFn: (values: Values) => options.send(options.schema.parse(values)),
    onMutate: () => setServerError(undefined),
    onSuccess: async (answer) => {
      if (options.onAnswer?.(answer) !== "pending") await afterSignIn();
    },
    onError: (error) => {
      if (!applyServerFieldErrors(form, error)) setServerError(error);
    },
  });
  const otherPageLink = params.size > 0 ? `${options.otherPage}?${params.toString()}` : options.otherPage;
  return { form, submit, serverError, otherPageLink };
}
