import { Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PlatformDocumentType } from "@stund/shared/enums";
import { LoadError } from "../../../../components/load-error";
import { PageLoader } from "../../../../components/page-loader";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { usePublishDocument } from "../api/publish-document.api";
import { usePlatformDocument } from "../api/user-terms.api";

/** One platform document: its current version, and a new version to publish. */
export function PlatformDocumentEditor({ type }: { type: PlatformDocumentType }) {
  const { t } = useTranslation();
  const formats = useDateFormat();
  const document = usePlatformDocument(type);
  const publish = usePublishDocument(type);
  const [content, setContent] = useState("");
  useEffect(() => {
    if (document.data) setContent(document.data.content);
  }, [document.data]);

  if (document.isLoading) return <PageLoader />;
  if (document.isError || !document.data) return <LoadError onRetry={() => void document.refetch()} />;
  const changed = content.trim() !== "" && content !== document.data.content;

  return (
    <Paper withBorder p="md">
      <Stack>
        <Text size="sm" c="dimmed" data-testid="document-version">
          {t("platformDocuments.current", {
            version: document.data.version,
            date: formats.long(document.data.publishedAt),
          })}
        </Text>
        <Textarea
          label={t(`platformDocuments.type.${type}`)}
          autosize
          minRows={10}
          maxRows={24}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            disabled={!changed}
            loading={publish.isPending}
            onClick={() =>
              openConfirmDialog({
                title: t("platformDocuments.confirmTitle"),
                text: t("platformDocuments.confirmText"),
                onConfirm: () => publish.mutateAsync(content),
              })
            }
          >
            {t("platformDocuments.publish")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
