import { Badge, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { defaultTenantSettings } from "@stund/shared/contracts/tenants";
import type { Schedule } from "@stund/shared/contracts/catalogue/schedules";
import { utcToZoned } from "@stund/shared/scheduling/zoned-time";
import { NumberField } from "../../../../components/inputs/number-field";
import { LoadError } from "../../../../components/load-error";
import { useCurrentTenant } from "../../../../lib/tenant/use-current-tenant";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { useScheduleSlots, type Slot } from "../api/schedules-api";

interface SlotPreviewPanelProps {
  schedules: Schedule[];
  /** Slots are local to the project's zone; without one the company's applies. */
  projectTimeZone: string | null;
}

function availabilityColour(slot: Slot): string {
  if (slot.available <= 0) return "red";
  return slot.available * 4 <= slot.capacity ? "orange" : "teal";
}

/** Pick an opening-hours or rental schedule and a day, and see its slots with what is still free. */
export function SlotPreviewPanel({ schedules, projectTimeZone }: SlotPreviewPanelProps) {
  const { t } = useTranslation();
  const tenant = useCurrentTenant({ enabled: !projectTimeZone });
  const zone = projectTimeZone ?? tenant.data?.settings?.timeZone ?? defaultTenantSettings.timeZone;
  const candidates = schedules.filter((schedule) => schedule.kind !== "ScheduledEvent");
  const [scheduleId, setScheduleId] = useState<string | null>(candidates[0]?.id ?? null);
  const [date, setDate] = useState<string | null>(() => utcToZoned(new Date(), zone).date);
  const selected = candidates.find((schedule) => schedule.id === scheduleId) ?? null;
  const rentalMinimum = selected?.rule.kind === "AssetType" ? selected.rule.minDuration : 1;
  const [duration, setDuration] = useState<number | string>(rentalMinimum);
  const chosenDuration =
    selected?.kind === "AssetType" && typeof duration === "number" && duration >= 1 ? duration : undefined;
  const slots = useScheduleSlots(selected?.id ?? null, date, chosenDuration);
  const format = useDateFormat();
  const label = (slot: Slot) => {
    const start = utcToZoned(new Date(slot.start), zone);
    const end = utcToZoned(new Date(slot.end), zone);
    return end.date === start.date
      ? `${start.time}–${end.time}`
      : `${start.time} – ${format.short(end.date)} ${end.time}`;
  };
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="slot-preview">
      <Stack gap="md">
        <div>
          <Title order={4}>{t("scheduleSettings.preview.title")}</Title>
          <Text size="sm" c="dimmed">
            {t("scheduleSettings.preview.description", { zone })}
          </Text>
        </div>
        {candidates.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="slot-preview-none">
            {t("scheduleSettings.preview.noCandidates")}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: selected?.kind === "AssetType" ? 3 : 2 }} spacing="md">
              <Select
                label={t("scheduleSettings.preview.schedule")}
                data={candidates.map((schedule) => ({ value: schedule.id, label: schedule.name }))}
                value={scheduleId}
                allowDeselect={false}
                onChange={(value) => {
                  setScheduleId(value);
                  const next = candidates.find((schedule) => schedule.id === value);
                  setDuration(next?.rule.kind === "AssetType" ? next.rule.minDuration : 1);
                }}
                data-testid="slot-preview-schedule"
              />
              <DatePickerInput
                label={t("scheduleSettings.preview.date")}
                value={date}
                onChange={setDate}
                valueFormat="DD/MM/YYYY"
                data-testid="slot-preview-date"
              />
              {selected?.rule.kind === "AssetType" && (
                <NumberField
                  label={t("scheduleSettings.preview.duration", {
                    unit: t(`scheduleSettings.durationUnit.${selected.rule.durationUnit}`),
                  })}
                  min={selected.rule.minDuration}
                  max={selected.rule.maxDuration}
                  allowDecimal={false}
                  allowNegative={false}
                  value={duration}
                  onChange={setDuration}
                  normaliseOnBlur={(value) => (value === "" ? rentalMinimum : value)}
                  data-testid="slot-preview-duration"
                />
              )}
            </SimpleGrid>
            {!date ? null : slots.isLoading ? (
              <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="slot-preview-loading">
                {[0, 1, 2, 3].map((n) => (
                  <Skeleton key={n} h={56} />
                ))}
              </SimpleGrid>
            ) : slots.isError ? (
              <LoadError onRetry={() => void slots.refetch()} />
            ) : (slots.data ?? []).length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="slot-preview-empty">
                {t("scheduleSettings.preview.empty")}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs" data-testid="slot-preview-list">
                {(slots.data ?? []).map((slot) => (
                  <Paper withBorder p="xs" key={slot.start} data-testid="slot-preview-slot">
                    <Group justify="space-between" gap={4} wrap="wrap">
                      <Text size="sm" fw={600}>
                        {label(slot)}
                      </Text>
                      <Badge variant="light" color={availabilityColour(slot)}>
                        {t("scheduleSettings.preview.available", {
                          available: slot.available,
                          capacity: slot.capacity,
                        })}
                      </Badge>
                    </Group>
                  </Paper>
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
