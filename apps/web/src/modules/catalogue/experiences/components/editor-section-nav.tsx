import { NavLink, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The editor's sections, in page order, with the anchors FormSection gives them. */
export const editorSections = [
  { id: "experience-basics", key: "experiences.section.basics" },
  { id: "experience-location", key: "experiences.section.location" },
  { id: "experience-time", key: "experiences.section.time" },
  { id: "experience-tickets", key: "experiences.section.tickets" },
  { id: "experience-custom-fields", key: "experiences.section.customFields" },
  { id: "experience-channels", key: "experiences.section.channels" },
  { id: "experience-assets", key: "experiences.section.assets" },
  { id: "experience-cancellation", key: "experiences.section.cancellation" },
  { id: "experience-images", key: "experiences.section.images" },
] as const;

/** Links that jump to each section of the long form (wide screens only). */
export function EditorSectionNav() {
  const { t } = useTranslation();
  return (
    <Stack gap={2} component="nav" aria-label={t("experiences.editor.sections")}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
        {t("experiences.editor.sections")}
      </Text>
      {editorSections.map((section) => (
        <NavLink
          key={section.id}
          href={`#${section.id}`}
          label={t(section.key)}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(section.id)?.scrollIntoView({ behavior: "smooth", block: "start" });
          }}
          style={{ borderRadius: 4 }}
        />
      ))}
    </Stack>
  );
}
