import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link that cannot be used (expired, revoked, used, unknown) or one already accepted: what to do next. */
export function InvitationNotice(props: {
  title: string;
  text: string;
  color?: string;
  action?: { label: string; to: string };
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Stack gap="md">
      <Alert
        color={props.color ?? "orange"}
        icon={<IconInfoCircle size={18} />}
        title={props.title}
        data-testid={props.testId}
      >
        <Text size="sm">{props.text}</Text>
      </Alert>
      {props.children}
      {props.action && (
        <Button component={Link} to={props.action.to} variant="light" fullWidth>
          {props.action.label}
        </Button>
      )}
    </Stack>
  );
}
