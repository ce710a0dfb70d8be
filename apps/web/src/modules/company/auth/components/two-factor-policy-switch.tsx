import { Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { currentUserKey, useCurrentUser } from "../../../../lib/session/use-current-user";
import { currentTenantKey } from "../../../../lib/tenant/use-current-tenant";
import { setTwoFactorPolicy } from "../api/two-factor.api";

/**
 * The Owner's switch requiring two-factor sign-in of every staff member. It turns on only for
 * someone who has two-factor themselves, as the server insists.
 */
export function TwoFactorPolicySwitch({ tenant, required }: { tenant: string; required: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const save = useMutation({
    mutationFn: (value: boolean) => setTwoFactorPolicy(tenant, { required: value }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentTenantKey(tenant) }),
        queryClient.invalidateQueries({ queryKey: currentUserKey(tenant) }),
      ]),
  });
  const needsOwn = !required && user.data?.twoFactorEnabled === false;
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="two-factor-policy">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t("accountSecurity.policy.title")}
        </Title>
        <Switch
          label={t("accountSecurity.policy.label")}
          description={t("accountSecurity.policy.description")}
          checked={save.isPending ? Boolean(save.variables) : required}
          disabled={save.isPending || needsOwn}
          onChange={(event) => save.mutate(event.currentTarget.checked)}
          data-testid="two-factor-policy-switch"
        />
        {needsOwn && (
          <Text size="sm" c="orange.8" data-testid="two-factor-policy-needs-own">
            {t("accountSecurity.policy.needOwn")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
