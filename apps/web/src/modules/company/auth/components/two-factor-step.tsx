import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { totpCodePattern } from "@stund/shared/contracts/account-security";
import { failureMessage } from "../../../../lib/forms/use-contract-form";
import { completeTwoFactorSignIn } from "../api/auth.api";
import { useAfterSignIn } from "../hooks/use-after-sign-in";
import { FormErrorAlert } from "./form-error-alert";

/**
 * The second step of signing in: a code of the authenticator app, or one of the recovery codes.
 * Nothing is signed in until the server accepts it.
 */
export function TwoFactorStep({ challenge, onStartOver }: { challenge: string; onStartOver: () => void }) {
  const { t } = useTranslation();
  const afterSignIn = useAfterSignIn();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [recoveryCode, setRecoveryCode] = useState("");
  const verify = useMutation({
    mutationFn: () =>
      completeTwoFactorSignIn(useRecovery ? { challenge, recoveryCode } : { challenge, code }),
    onSuccess: afterSignIn,
  });
  const ready = useRecovery ? recoveryCode.trim().length > 0 : totpCodePattern.test(code);
  const switchKind = () => {
    verify.reset();
    setUseRecovery((value) => !value);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) verify.mutate();
      }}
    >
      <Stack gap="md" data-testid="two-factor-step">
        <Text size="sm">
          {t(useRecovery ? "accountSecurity.signIn.recoveryIntro" : "accountSecurity.signIn.codeIntro")}
        </Text>
        <FormErrorAlert message={verify.error ? failureMessage(verify.error, t) : undefined} />
        {useRecovery ? (
          <TextInput
            key="recovery"
            label={t("accountSecurity.recoveryCode")}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={recoveryCode}
            onChange={(event) => setRecoveryCode(event.currentTarget.value)}
            data-testid="recovery-code-input"
          />
        ) : (
          <TextInput
            key="code"
            label={t("accountSecurity.code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, "").slice(0, 6))}
            styles={{ input: { letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" } }}
            data-testid="totp-code-input"
          />
        )}
        <Button type="submit" fullWidth loading={verify.isPending} disabled={!ready}>
          {t("accountSecurity.signIn.submit")}
        </Button>
        <Stack gap={4} align="center">
          <Anchor component="button" type="button" size="sm" onClick={switchKind}>
            {t(useRecovery ? "accountSecurity.signIn.useCode" : "accountSecurity.signIn.useRecovery")}
          </Anchor>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onStartOver}>
            {t("accountSecurity.signIn.startOver")}
          </Anchor>
        </Stack>
      </Stack>
    </form>
  );
}
