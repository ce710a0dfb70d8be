import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../../../../../lib/forms/use-contract-form";
import { signOutOtherSessions } from "../../api/password.api";
import { FormErrorAlert } from "../form-error-alert";

/** Ends every session of the account but this one. */
export function OtherSessions() {
  const { t } = useTranslation();
  const signOut = useMutation({ mutationFn: signOutOtherSessions });
  return (
    <Stack gap="sm" data-testid="other-sessions">
      <Title order={3} size="h5">
        {t("accountSecurity.sessions.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("accountSecurity.sessions.text")}
      </Text>
      {signOut.data && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="sessions-ended">
          {t("accountSecurity.sessions.ended", { count: signOut.data.ended })}
        </Alert>
      )}
      <FormErrorAlert message={signOut.error ? failureMessage(signOut.error, t) : undefined} />
      <Group>
        <Button variant="default" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          {t("accountSecurity.sessions.signOutOthers")}
        </Button>
      </Group>
    </Stack>
  );
}
