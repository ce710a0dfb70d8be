import { Alert, Button, CopyButton, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { IconCreditCard, IconMail } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../../lib/http/api-error";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { useOpenCardPayment, usePaymentLink } from "../api/desk-payment-api";

/**
 * A card booking waits for its payment: open the broker's page for the customer (a card
 * terminal at the desk), or hand them a payment link by phone or email. The booking is confirmed
 * when the broker says it was paid; until then it holds its seats.
 */
export function DeskCardPayment({
  bookingId,
  kind,
  email,
}: {
  bookingId: string;
  kind: "Card" | "Link";
  email?: string;
}) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const card = useOpenCardPayment();
  const link = usePaymentLink(bookingId, kind === "Link");

  if (kind === "Card")
    return (
      <Button
        leftSection={<IconCreditCard size={18} />}
        loading={card.isPending}
        data-testid="open-card-payment"
        onClick={() =>
          card.mutate(bookingId, {
            onSuccess: (opened) => window.open(opened.paymentUrl, "_blank", "noopener"),
          })
        }
      >
        {t("quickBooking.card.open")}
      </Button>
    );

  if (link.isLoading)
    return (
      <Group gap="xs" data-testid="payment-link-loading">
        <Loader size="sm" />
        <Text size="sm">{t("quickBooking.link.making")}</Text>
      </Group>
    );
  if (link.isError || !link.data)
    return (
      <Alert color="red" title={t("quickBooking.link.failed")} data-testid="payment-link-error">
        {link.error instanceof ApiError ? link.error.problem.title : null}
      </Alert>
    );
  const url = link.data.paymentUrl;
  return (
    <Stack gap="xs" data-testid="payment-link">
      <TextInput
        label={t("quickBooking.link.label")}
        value={url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
      />
      {link.data.expiresAt && (
        <Text size="xs" c="dimmed">
          {t("quickBooking.link.until", { until: dates.long(link.data.expiresAt) })}
        </Text>
      )}
      <Group gap="xs">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} data-testid="copy-payment-link">
              {copied ? t("quickBooking.link.copied") : t("quickBooking.link.copy")}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          component="a"
          href={`mailto:${encodeURIComponent(email ?? "")}?subject=${encodeURIComponent(t("quickBooking.link.subject"))}&body=${encodeURIComponent(url)}`}
          leftSection={<IconMail size={16} />}
        >
          {t("quickBooking.link.email")}
        </Button>
      </Group>
    </Stack>
  );
}
