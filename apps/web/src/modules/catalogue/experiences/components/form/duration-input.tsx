import { Group, Input } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../../../components/inputs/number-field";
import { splitMinutes } from "../../lib/duration";
import type { ExperienceForm } from "../../lib/experience-form-values";

/** The duration as hours and minutes; the form keeps the total in minutes, as the API does. */
export function DurationInput({ form }: { form: ExperienceForm }) {
  const { t } = useTranslation();
  const input = form.getInputProps("durationMinutes");
  const total = Number(form.values.durationMinutes) || 0;
  const { hours, minutes } = splitMinutes(total);
  const set = (nextHours: number, nextMinutes: number) => {
    const next = nextHours * 60 + nextMinutes;
    input.onChange(next > 0 ? next : "");
  };
  const asNumber = (value: number | string) => Math.max(0, Math.trunc(Number(value) || 0));
  return (
    <Input.Wrapper label={t("experiences.field.duration")} required error={input.error}>
      <Group gap="xs" wrap="nowrap" mt={4}>
        <NumberField
          aria-label={t("experiences.field.durationHours")}
          rightSection={t("experiences.unit.hours")}
          rightSectionWidth={36}
          min={0}
          max={24 * 90}
          allowDecimal={false}
          value={hours}
          onChange={(value) => set(asNumber(value), minutes)}
          onBlur={input.onBlur}
          error={Boolean(input.error)}
          style={{ flex: 1 }}
          data-testid="duration-hours"
        />
        <NumberField
          aria-label={t("experiences.field.durationMinutes")}
          rightSection={t("experiences.unit.minutes")}
          rightSectionWidth={44}
          min={0}
          max={59}
          step={5}
          allowDecimal={false}
          value={minutes}
          onChange={(value) => set(hours, Math.min(59, asNumber(value)))}
          onBlur={input.onBlur}
          error={Boolean(input.error)}
          style={{ flex: 1 }}
          data-testid="duration-minutes"
        />
      </Group>
    </Input.Wrapper>
  );
}
