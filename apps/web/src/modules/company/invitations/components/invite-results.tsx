import { Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { InviteAnswer, InviteResult } from "@stund/shared/contracts/invitations";

const colours: Record<InviteResult, string> = {
  Invited: "teal",
  InvalidEmail: "red",
  Duplicate: "gray",
  AlreadyMember: "blue",
  AlreadyInvited: "yellow",
};

/** What became of each address of the list just sent. */
export function InviteResults(props: {
  answer: InviteAnswer;
  onInviteMore: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const invited = props.answer.results.filter((result) => result.result === "Invited").length;
  return (
    <Stack gap="md" data-testid="invite-results">
      <Text fw={600}>{t("invitations.results.invited", { count: invited })}</Text>
      <Text size="sm" c="dimmed">
        {t("invitations.results.title")}
      </Text>
      <Table verticalSpacing={6}>
        <Table.Tbody>
          {props.answer.results.map((result, index) => (
            <Table.Tr key={`${result.email}-${index}`} data-testid="invite-result">
              <Table.Td style={{ overflowWrap: "anywhere" }}>
                <Text size="sm">{result.email || "—"}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Badge color={colours[result.result]} variant="light">
                  {t(`invitations.results.${result.result}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onInviteMore} data-testid="invite-more">
          {t("invitations.results.inviteMore")}
        </Button>
        <Button onClick={props.onClose} data-testid="invite-done">
          {t("common.close")}
        </Button>
      </Group>
    </Stack>
  );
}
