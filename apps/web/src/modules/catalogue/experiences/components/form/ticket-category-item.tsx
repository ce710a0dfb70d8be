import { SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Currency } from "@stund/shared/enums";
import { MoneyField } from "../../../../../components/inputs/money-field";
import { NumberField } from "../../../../../components/inputs/number-field";
import { PercentageField } from "../../../../../components/inputs/percentage-field";
import { useNumberFormat } from "../../../../../lib/formats/use-number-format";
import { useLanguage } from "../../../../../lib/language/use-language";
import { numberProps, percentProps } from "../../lib/field-props";
import type { ExperienceForm } from "../../lib/experience-form-values";
import { localizedText } from "../../../../../lib/language/localized-text";
import { formatMinorAmount } from "@stund/shared/money/format-money";
import { minorUnitsOfInput } from "@stund/shared/money/money";
import { BilingualFields } from "./bilingual-fields";
import { ChannelPrices } from "./channel-prices";
import { ListItemCard } from "./list-item-card";

interface TicketCategoryItemProps {
  form: ExperienceForm;
  index: number;
  count: number;
  currency: Currency;
}

/** One ticket category: its name, base price, VAT, booking limits and channel prices. */
export function TicketCategoryItem({ form, index, count, currency }: TicketCategoryItemProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const numbers = useNumberFormat();
  const path = `ticketCategories.${index}`;
  const category = form.values.ticketCategories[index]!;
  const title =
    localizedText(category.name, language).trim() || t("experiences.ticket.untitled", { n: index + 1 });
  const basePrice = formatMinorAmount(
    minorUnitsOfInput(category.price, currency) ?? 0,
    currency,
    numbers.preset,
  );
  return (
    <ListItemCard
      form={form}
      list="ticketCategories"
      index={index}
      count={count}
      title={title}
      removeDisabled={count === 1}
      testId={`ticket-${index}`}
    >
      <BilingualFields
        form={form}
        path={`${path}.name`}
        label={t("experiences.ticket.name")}
        required
        testId={`ticket-${index}-name`}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <MoneyField
          label={t("experiences.ticket.price")}
          required
          min={0}
          rightSection={
            <Text size="xs" c="dimmed">
              {currency}
            </Text>
          }
          rightSectionWidth={40}
          {...numberProps(form, `${path}.price`)}
          data-testid={`ticket-${index}-price`}
        />
        <PercentageField
          label={t("experiences.ticket.vatRate")}
          {...percentProps(form, `${path}.vatRate`)}
          data-testid={`ticket-${index}-vat`}
        />
        <NumberField
          label={t("experiences.ticket.minPerBooking")}
          min={0}
          allowDecimal={false}
          {...numberProps(form, `${path}.minPerBooking`)}
          data-testid={`ticket-${index}-min`}
        />
        <NumberField
          label={t("experiences.ticket.maxPerBooking")}
          min={1}
          allowDecimal={false}
          {...numberProps(form, `${path}.maxPerBooking`)}
          data-testid={`ticket-${index}-max`}
        />
      </SimpleGrid>
      <ChannelPrices form={form} index={index} currency={currency} basePrice={basePrice} />
    </ListItemCard>
  );
}
