import { Input, Radio, SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { layouts, widgetPlacements, type Layout, type WidgetPlacement } from "@stund/shared/bookings/enums";
import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { languages, type Language } from "@stund/shared/enums";
import { needsExperience, type WidgetOptions } from "../../../../../widget/src/widget-options";
import { widgetTexts } from "../../../../../widget/src/widget-texts";
import { useLanguage } from "../../../../lib/language/use-language";
import { experienceSegment, type WidgetChoice } from "../model/widget-choice";

interface WidgetFormProps {
  choice: WidgetChoice;
  /** The options the choice comes to, with the experience actually shown. */
  options: WidgetOptions;
  experiences: PublicExperience[];
  onChange: (choice: WidgetChoice) => void;
}

/** The widget's settings: what it shows, which experience, layout, language and the button's text. */
export function WidgetForm({ choice, options, experiences, onChange }: WidgetFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const set = (change: Partial<WidgetChoice>) => onChange({ ...choice, ...change });
  const icelandic = language === "IS";
  const defaultLabel = widgetTexts(options.language).button;
  return (
    <Stack gap="md">
      <Radio.Group
        label={t("widgets.placement.label")}
        value={choice.placement}
        onChange={(value) => set({ placement: value as WidgetPlacement })}
        data-testid="widget-placement"
      >
        <Stack gap="xs" mt={6}>
          {widgetPlacements.map((placement) => (
            <Radio
              key={placement}
              value={placement}
              label={t(`widgets.placement.${placement}`)}
              description={t(`widgets.placement.${placement}.help`)}
              data-testid={`widget-placement-${placement}`}
            />
          ))}
        </Stack>
      </Radio.Group>

      {needsExperience(choice.placement) && (
        <Select
          label={t("widgets.experience.label")}
          description={t("widgets.experience.help")}
          placeholder={t("widgets.experience.placeholder")}
          data={experiences.map((experience) => ({
            value: experienceSegment(experience),
            label: (icelandic && experience.name.IS) || experience.name.EN,
          }))}
          value={options.experience ?? null}
          onChange={(value) => value && set({ experience: value })}
          allowDeselect={false}
          searchable
          required
          data-testid="widget-experience"
        />
      )}

      <Input.Wrapper
        label={t("widgets.layout.label")}
        description={t(`widgets.layout.help.${choice.layout}`)}
      >
        <SegmentedControl
          fullWidth
          mt={4}
          aria-label={t("widgets.layout.label")}
          value={choice.layout}
          onChange={(value) => set({ layout: value as Layout })}
          data={layouts.map((layout) => ({ value: layout, label: t(`widgets.layout.${layout}`) }))}
          data-testid="widget-layout"
        />
      </Input.Wrapper>

      <Input.Wrapper label={t("widgets.language.label")}>
        <SegmentedControl
          fullWidth
          mt={4}
          aria-label={t("widgets.language.label")}
          value={options.language}
          onChange={(value) => set({ language: value as Language })}
          data={languages.map((language) => ({ value: language, label: t(`language.${language}`) }))}
          data-testid="widget-language"
        />
      </Input.Wrapper>

      {choice.placement === "Button" && (
        <TextInput
          label={t("widgets.buttonLabel.label")}
          description={t("widgets.buttonLabel.help", { text: defaultLabel })}
          placeholder={defaultLabel}
          maxLength={60}
          value={choice.label}
          onChange={(event) => set({ label: event.currentTarget.value })}
          data-testid="widget-button-label"
        />
      )}
      <Text size="xs" c="dimmed">
        {t("widgets.snippet.cookies")}
      </Text>
    </Stack>
  );
}
