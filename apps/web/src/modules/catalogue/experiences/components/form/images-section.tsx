import { Badge, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { Dropzone, IMAGE_MIME_TYPE } from "@mantine/dropzone";
import { IconPhoto, IconUpload, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadExperienceImage } from "../../api/experience-images-api";
import type { ExperienceForm } from "../../lib/experience-form-values";
import { imageUrl } from "../../lib/image-url";
import { FormSection } from "./form-section";
import { ListItemControls } from "./list-item-controls";
import { SectionError } from "./section-error";

/** The server accepts PNG, JPEG, GIF and WebP up to 5 MB and checks the bytes itself. */
const maxImageBytes = 5 * 1024 * 1024;
/** The contract allows up to 20 images. */
const maxImages = 20;

/** The ordered gallery: the first image is the cover shown in lists and on the storefront. */
export function ImagesSection({ form }: { form: ExperienceForm }) {
  const { t } = useTranslation();
  const images = form.values.images;
  const [uploading, setUploading] = useState(false);
  const [rejected, setRejected] = useState(false);
  const upload = async (files: File[]) => {
    setRejected(false);
    setUploading(true);
    try {
      for (const file of files.slice(0, maxImages - form.getValues().images.length)) {
        const uploaded = await uploadExperienceImage(file);
        form.insertListItem("images", uploaded.key);
      }
    } catch {
      // The API client has already shown the error toast with the answer's title.
    } finally {
      setUploading(false);
    }
  };
  return (
    <FormSection
      id="experience-images"
      title={t("experiences.section.images")}
      description={t("experiences.section.imagesHelp")}
    >
      <SectionError form={form} path="images" />
      {images.length > 0 && (
        <Stack gap="xs" data-testid="image-list">
          {images.map((key, index) => {
            const label = t("experiences.image.label", { n: index + 1 });
            return (
              <Paper withBorder p="xs" key={key} data-testid={`image-${index}`}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Image src={imageUrl(key)} alt={label} w={96} h={64} radius="sm" fit="cover" />
                    <Stack gap={2}>
                      <Text size="sm">{label}</Text>
                      {index === 0 && (
                        <Badge size="xs" variant="light">
                          {t("experiences.image.cover")}
                        </Badge>
                      )}
                    </Stack>
                  </Group>
                  <ListItemControls
                    index={index}
                    count={images.length}
                    itemLabel={label}
                    onMove={(from, to) => form.reorderListItem("images", { from, to })}
                    onRemove={() => form.removeListItem("images", index)}
                    testId={`image-${index}`}
                  />
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Dropzone
        onDrop={(files) => void upload(files)}
        onReject={() => setRejected(true)}
        accept={IMAGE_MIME_TYPE}
        maxSize={maxImageBytes}
        loading={uploading}
        disabled={images.length >= maxImages}
        aria-label={t("experiences.image.upload")}
        data-testid="image-dropzone"
      >
        <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: "none" }} wrap="nowrap">
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
            <Text size="sm">{t("experiences.image.drop")}</Text>
            <Text size="xs" c="dimmed">
              {t("experiences.image.hint", { max: maxImages })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {rejected && (
        <Text size="xs" c="red" role="alert">
          {t("experiences.image.rejected")}
        </Text>
      )}
    </FormSection>
  );
}
