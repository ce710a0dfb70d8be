import { Anchor, Button, Center, Code, Group, Image, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { totpCodePattern, type RecoveryCodes } from "@stund/shared/contracts/account-security";
import { LoadError } from "../../../../../components/load-error";
import { failureMessage } from "../../../../../lib/forms/use-contract-form";
import { useEnableTwoFactor, useFinishTwoFactorSetup, useTwoFactorSetup } from "../../hooks/use-two-factor";
import { FormErrorAlert } from "../form-error-alert";
import { RecoveryCodesPanel } from "./recovery-codes-panel";

/**
 * Setting up two-factor sign-in: a new secret to scan (or type), a code of it to confirm, then the
 * recovery codes, shown once. Used from personal information and where a company requires it.
 */
export function TwoFactorSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const finish = useFinishTwoFactorSetup();
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState<RecoveryCodes | null>(null);
  // One secret per set-up: a second start would replace the secret the page shows.
  const started = useRef(false);
  const { mutate: start } = setup;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  if (recovery)
    return <RecoveryCodesPanel codes={recovery.recoveryCodes} onDone={() => void finish().then(onDone)} />;
  if (setup.isError) return <LoadError onRetry={() => setup.mutate()} />;
  if (!setup.data)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  const { qrCode, secret, uri } = setup.data;
  return (
    <form
      noValidate
      data-testid="two-factor-setup"
      onSubmit={(event) => {
        event.preventDefault();
        if (totpCodePattern.test(code)) enable.mutate(code, { onSuccess: setRecovery });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t("accountSecurity.setup.scan")}</Text>
        <Center>
          <Image src={qrCode} alt={t("accountSecurity.setup.qrAlt")} w={200} h={200} bg="white" />
        </Center>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t("accountSecurity.setup.manual")}
          </Text>
          <Code block style={{ wordBreak: "break-all" }} data-testid="two-factor-secret">
            {secret.replace(/(.{4})/g, "$1 ").trim()}
          </Code>
          <Text size="sm" c="dimmed">
            {t("accountSecurity.setup.uri")}{" "}
            <Anchor href={uri} size="sm" style={{ wordBreak: "break-all" }}>
              {uri}
            </Anchor>
          </Text>
        </Stack>
        <Text size="sm">{t("accountSecurity.setup.confirm")}</Text>
        <FormErrorAlert message={enable.error ? failureMessage(enable.error, t) : undefined} />
        <TextInput
          label={t("accountSecurity.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          maw={200}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, "").slice(0, 6))}
          styles={{ input: { letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" } }}
          data-testid="two-factor-setup-code"
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t("common.cancel")}
            </Button>
          )}
          <Button type="submit" loading={enable.isPending} disabled={!totpCodePattern.test(code)}>
            {t("accountSecurity.setup.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
