import { Divider, Paper, Stack } from "@mantine/core";
import { ChangePasswordForm } from "./change-password-form";
import { OtherSessions } from "./other-sessions";
import { TwoFactorSection } from "./two-factor-section";

/** Personal information's security: password, other sessions and two-factor sign-in. */
export function SecurityCard() {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="security-card">
      <Stack gap="lg">
        <ChangePasswordForm />
        <Divider />
        <OtherSessions />
        <Divider />
        <TwoFactorSection />
      </Stack>
    </Paper>
  );
}
