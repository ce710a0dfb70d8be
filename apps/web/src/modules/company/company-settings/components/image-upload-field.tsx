import { Avatar, Button, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { Dropzone, IMAGE_MIME_TYPE } from "@mantine/dropzone";
import { IconPhoto, IconTrash, IconUpload, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** The server accepts PNG, JPEG, GIF and WebP up to 5 MB and checks the bytes itself. */
const maxImageBytes = 5 * 1024 * 1024;

interface ImageUploadFieldProps {
  label: string;
  image: string | null;
  onUpload: (file: File) => Promise<unknown>;
  onRemove?: () => Promise<unknown>;
  /** Round picture (a person) instead of a framed image (a logo or a project). */
  round?: boolean;
  testId: string;
}

/** An image with a drop zone to replace it and, where the API allows it, a remove button. */
export function ImageUploadField({ label, image, onUpload, onRemove, round, testId }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<"upload" | "remove" | null>(null);
  const [rejected, setRejected] = useState(false);
  const run = async (kind: "upload" | "remove", action: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      await action();
    } catch {
      // The API client has already shown the error toast.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group align="stretch" wrap="wrap" gap="md">
        <Paper withBorder radius={round ? "xl" : "md"} p={4} w={120} h={120} style={{ flexShrink: 0 }}>
          {image ? (
            round ? (
              <Avatar src={image} alt={label} size={110} radius={110} />
            ) : (
              <Image src={image} alt={label} h="100%" w="100%" fit="contain" radius="md" />
            )
          ) : (
            <Stack h="100%" align="center" justify="center" gap={4} c="dimmed">
              <IconPhoto size={32} />
              <Text size="xs">{t("settings.image.none")}</Text>
            </Stack>
          )}
        </Paper>
        <Stack gap="xs" style={{ flex: "1 1 200px", minWidth: 0 }}>
          <Dropzone
            onDrop={(files) => {
              setRejected(false);
              if (files[0]) void run("upload", () => onUpload(files[0]!));
            }}
            onReject={() => setRejected(true)}
            accept={IMAGE_MIME_TYPE}
            maxSize={maxImageBytes}
            multiple={false}
            loading={busy === "upload"}
            aria-label={t("settings.image.upload")}
            data-testid={`${testId}-dropzone`}
          >
            <Group justify="center" gap="sm" mih={64} style={{ pointerEvents: "none" }} wrap="nowrap">
              <Dropzone.Accept>
                <IconUpload size={28} />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={28} />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhoto size={28} />
              </Dropzone.Idle>
              <div>
                <Text size="sm">{t("settings.image.drop")}</Text>
                <Text size="xs" c="dimmed">
                  {t("settings.image.hint")}
                </Text>
              </div>
            </Group>
          </Dropzone>
          {rejected && (
            <Text size="xs" c="red" role="alert">
              {t("settings.image.rejected")}
            </Text>
          )}
          {image && onRemove && (
            <Group>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                loading={busy === "remove"}
                onClick={() => void run("remove", onRemove)}
                data-testid={`${testId}-remove`}
              >
                {t("settings.image.remove")}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
