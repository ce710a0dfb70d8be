import { Checkbox, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { LoadError } from "../../../../components/load-error";
import { NumberField } from "../../../../components/inputs/number-field";
import { ActionModal } from "../../../../components/modals/action-modal";
import { useLanguage } from "../../../../lib/language/use-language";
import { useExperience } from "../../../../lib/queries/experience-queries";
import { localizedText } from "../../../../lib/language/localized-text";
import { useMoney } from "../../../../lib/formats/use-money";
import { newIdempotencyKey } from "../../quick-booking/model/idempotency-key";
import { useChangeQuantities } from "../api/booking-changes-api";
import { quantityRows, quantityProblems, type QuantityRow } from "../model/quantity-rows";

interface QuantitiesModalProps {
  booking: BookingDetail;
  canOverbook: boolean;
  onClose: () => void;
}

function QuantityField(props: {
  row: QuantityRow;
  value: number | string;
  error?: string;
  currency: string;
  onChange: (value: number | string) => void;
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const { row } = props;
  const hints = [t("bookings.quantities.range", { min: row.min, max: row.max })];
  if (row.bookedPrice !== null)
    hints.unshift(t("bookings.quantities.booked", { price: money(row.bookedPrice, props.currency) }));
  return (
    <NumberField
      label={localizedText(row.name, language)}
      description={hints.join(" · ")}
      value={props.value}
      onChange={props.onChange}
      min={0}
      max={1000}
      allowDecimal={false}
      allowNegative={false}
      error={props.error}
      data-autofocus={props.autoFocus || undefined}
      data-testid={`quantity-${row.ticketCategoryId}`}
    />
  );
}

/**
 * The booking's tickets per category, as they should be: booked categories and the others the
 * experience sells. Mount it when opening so it starts from the booking's tickets.
 */
export function QuantitiesModal({ booking, canOverbook, onClose }: QuantitiesModalProps) {
  const { t } = useTranslation();
  const experience = useExperience(booking.experienceId ?? undefined);
  const change = useChangeQuantities(booking.id);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [values, setValues] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(booking.items.map((item) => [item.ticketCategoryId, item.quantity])),
  );
  const [overbook, setOverbook] = useState(false);
  const [touched, setTouched] = useState(false);
  const rows = quantityRows(booking.items, experience.data?.ticketCategories ?? []);
  const quantities = rows.map((row) => ({
    ticketCategoryId: row.ticketCategoryId,
    quantity: Number(values[row.ticketCategoryId] ?? 0) || 0,
  }));
  const problems = quantityProblems(rows, quantities, booking.items);
  const seats = quantities.reduce((sum, item) => sum + item.quantity, 0);
  const submit = () => {
    setTouched(true);
    if (problems.none || problems.outOfRange.length > 0) return;
    change.mutate(
      {
        body: { items: quantities, overbook },
        idempotencyKey,
        successMessage: () => t("bookings.quantities.success"),
      },
      { onSuccess: onClose },
    );
  };
  return (
    <ActionModal
      opened
      onClose={onClose}
      title={t("bookings.quantities.title", { reference: booking.reference })}
      busy={change.isPending}
      loading={experience.isLoading}
      withActions={!experience.isError}
      formId="quantities-form"
      confirmLabel={t("bookings.quantities.confirm")}
    >
      {experience.isError ? (
        <LoadError onRetry={() => void experience.refetch()} />
      ) : (
        <form
          id="quantities-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm" data-testid="quantities-modal">
            <Text size="sm">{t("bookings.quantities.text")}</Text>
            {rows.map((row, index) => (
              <QuantityField
                key={row.ticketCategoryId}
                row={row}
                value={values[row.ticketCategoryId] ?? 0}
                currency={booking.currency}
                error={
                  touched && problems.outOfRange.includes(row.ticketCategoryId)
                    ? t("bookings.quantities.range", { min: row.min, max: row.max })
                    : undefined
                }
                onChange={(value) => setValues((current) => ({ ...current, [row.ticketCategoryId]: value }))}
                autoFocus={index === 0}
              />
            ))}
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600} data-testid="quantities-seats">
                {t("bookings.quantities.seats", { count: seats })}
              </Text>
              {touched && problems.none && (
                <Text size="sm" c="red" role="alert" data-testid="quantities-none">
                  {t("bookings.quantities.chooseOne")}
                </Text>
              )}
            </Group>
            {canOverbook && (
              <Checkbox
                label={t("bookings.quantities.overbook")}
                checked={overbook}
                onChange={(event) => setOverbook(event.currentTarget.checked)}
                data-testid="quantities-overbook"
              />
            )}
          </Stack>
        </form>
      )}
    </ActionModal>
  );
}
