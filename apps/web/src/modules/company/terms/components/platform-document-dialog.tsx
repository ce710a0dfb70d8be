import { Alert, Button, Center, Group, Loader, Modal, Paper, ScrollArea, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PlatformDocumentType } from "@stund/shared/enums";
import { LoadError } from "../../../../components/load-error";
import { useAcceptDocument, usePlatformDocument } from "../api/user-terms.api";

const titles: Record<PlatformDocumentType, string> = {
  TermsAndConditions: "terms.dialog.termsTitle",
  PrivacyPolicy: "terms.dialog.privacyTitle",
};

/**
 * docs/product.md §2.7: the document embedded in a dialog with one Confirm button. There is no way to close it
 * other than accepting: no close button, no Escape, no click outside.
 */
export function PlatformDocumentDialog({ type, testId }: { type: PlatformDocumentType; testId: string }) {
  const { t } = useTranslation();
  const document = usePlatformDocument(type);
  const accept = useAcceptDocument(type);
  return (
    <Modal.Root
      opened
      onClose={() => undefined}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size="lg"
      centered
    >
      <Modal.Overlay />
      <Modal.Content data-testid={testId}>
        <Modal.Header>
          <Modal.Title fw={600}>{t(titles[type])}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Text size="sm" c="dimmed" mb="sm">
            {t("terms.dialog.intro")}
          </Text>
          {document.isLoading && (
            <Center h={200}>
              <Loader />
            </Center>
          )}
          {document.isError && <LoadError onRetry={() => void document.refetch()} />}
          {document.data && (
            <Paper withBorder radius="sm" bg="gray.0">
              <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars data-testid="document-content">
                <Text size="sm" p="md" style={{ whiteSpace: "pre-wrap" }}>
                  {document.data.content}
                </Text>
              </ScrollArea.Autosize>
            </Paper>
          )}
          {accept.isError && (
            <Alert color="red" mt="sm" role="alert">
              {t("toast.errorText")}
            </Alert>
          )}
          <Group justify="flex-end" mt="md">
            <Button onClick={() => accept.mutate()} loading={accept.isPending} disabled={!document.data}>
              {t("common.confirm")}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
