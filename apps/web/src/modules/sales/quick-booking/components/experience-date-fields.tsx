import { ActionIcon, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import { addDays, isValidDate } from "@stund/shared/scheduling/local-date";
import { localizedText } from "../../../../lib/language/localized-text";
import { useLanguage } from "../../../../lib/language/use-language";
import { advanceStop } from "../hooks/advance-on-enter";

interface ExperienceDateFieldsProps {
  experiences: readonly ExperienceSummary[];
  experienceId: string | null;
  onExperienceChange: (id: string | null) => void;
  date: string;
  onDateChange: (date: string) => void;
}

/** The first two choices of the desk: which experience, and on which day of the project's calendar. */
export function ExperienceDateFields(props: ExperienceDateFieldsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { date, onDateChange } = props;
  const options = props.experiences.map((experience) => ({
    value: experience.id,
    label: localizedText(experience.name, language),
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t("quickBooking.experience.label")}
        placeholder={t("quickBooking.experience.placeholder")}
        nothingFoundMessage={t("quickBooking.experience.nothingFound")}
        data={options}
        value={props.experienceId}
        onChange={props.onExperienceChange}
        searchable
        selectFirstOptionOnChange
        allowDeselect={false}
        autoFocus
        data-testid="experience-select"
        {...advanceStop}
      />
      <Group gap={4} align="flex-end" wrap="nowrap">
        <TextInput
          type="date"
          label={t("quickBooking.date.label")}
          value={date}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isValidDate(next)) onDateChange(next);
          }}
          style={{ flex: 1 }}
          data-testid="date-input"
          {...advanceStop}
        />
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={t("quickBooking.date.previous")}
          onClick={() => onDateChange(addDays(date, -1))}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={t("quickBooking.date.next")}
          onClick={() => onDateChange(addDays(date, 1))}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
    </SimpleGrid>
  );
}
