import {
  Alert,
  Button,
  CopyButton,
  Group,
  List,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCheck, IconCopy, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../../components/load-error";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { useCalendarFeed, useCalendarFeedWrites } from "../api/staff-schedule-api";

/**
 * The person's calendar feed: make its secret address (shown once, with a copy button), make a
 * new one, or turn it off; and how to add it to a phone's calendar.
 */
export function CalendarFeedModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const phone = useMediaQuery("(max-width: 600px)");
  const feed = useCalendarFeed(opened);
  const { create, revoke } = useCalendarFeedWrites();
  const [url, setUrl] = useState<string | null>(null);
  const make = () => create.mutate(undefined, { onSuccess: (created) => setUrl(created.url) });
  const turnOff = () =>
    openConfirmDialog({
      title: t("staffSchedule.feed.revokeTitle"),
      text: t("staffSchedule.feed.revokeText"),
      confirmColor: "red",
      onConfirm: () => revoke.mutateAsync().then(() => setUrl(null)),
    });
  const close = () => {
    setUrl(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={700}>{t("staffSchedule.feed.title")}</Text>}
      fullScreen={phone}
      size="lg"
      data-testid="calendar-feed-modal"
    >
      <Stack gap="sm">
        <Text size="sm">{t("staffSchedule.feed.intro")}</Text>
        {feed.isLoading ? (
          <Skeleton h={60} data-testid="calendar-feed-loading" />
        ) : feed.isError || !feed.data ? (
          <LoadError onRetry={() => void feed.refetch()} />
        ) : url ? (
          <Stack gap="xs" data-testid="calendar-feed-url">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t("staffSchedule.feed.url")}
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1 }}
                data-testid="calendar-feed-address"
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? "filled" : "light"}
                    color={copied ? "teal" : undefined}
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    onClick={copy}
                  >
                    {copied ? t("staffSchedule.feed.copied") : t("staffSchedule.feed.copy")}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Alert color="orange" variant="light" p="xs">
              <Text size="xs">{t("staffSchedule.feed.keepSecret")}</Text>
            </Alert>
          </Stack>
        ) : feed.data.active ? (
          <Text size="sm" data-testid="calendar-feed-active">
            {t("staffSchedule.feed.activeSince", { date: dates.short(feed.data.createdAt ?? "") })}{" "}
            {t("staffSchedule.feed.hiddenUrl")}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" data-testid="calendar-feed-none">
            {t("staffSchedule.feed.none")}
          </Text>
        )}
        {feed.data && (
          <Group gap="xs">
            {feed.data.active || url ? (
              <>
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} />}
                  loading={create.isPending}
                  onClick={make}
                  data-testid="calendar-feed-regenerate"
                >
                  {t("staffSchedule.feed.regenerate")}
                </Button>
                <Button variant="subtle" color="red" onClick={turnOff} data-testid="calendar-feed-revoke">
                  {t("staffSchedule.feed.revoke")}
                </Button>
              </>
            ) : (
              <Button loading={create.isPending} onClick={make} data-testid="calendar-feed-create">
                {t("staffSchedule.feed.create")}
              </Button>
            )}
          </Group>
        )}
        <Text size="sm" fw={600} mt="xs">
          {t("staffSchedule.feed.howTitle")}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t("staffSchedule.feed.howIphone")}</List.Item>
          <List.Item>{t("staffSchedule.feed.howAndroid")}</List.Item>
          <List.Item>{t("staffSchedule.feed.howOutlook")}</List.Item>
        </List>
      </Stack>
    </Modal>
  );
}
