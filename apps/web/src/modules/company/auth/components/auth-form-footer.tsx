import { Anchor, Button, Text } from "@mantine/core";
import { Link } from "react-router";

/** The submit button of the sign-in and sign-up forms, and the link to the other one. */
export function AuthFormFooter(props: {
  submitLabel: string;
  loading: boolean;
  question: string;
  linkLabel: string;
  to: string;
}) {
  return (
    <>
      <Button type="submit" fullWidth loading={props.loading}>
        {props.submitLabel}
      </Button>
      <Text size="sm" ta="center">
        {props.question}{" "}
        <Anchor component={Link} to={props.to}>
          {props.linkLabel}
        </Anchor>
      </Text>
    </>
  );
}
