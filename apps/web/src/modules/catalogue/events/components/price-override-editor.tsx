import { Accordion, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { formatMinorInLanguage } from "@stund/shared/money/format-money";
import { currencyDecimals } from "@stund/shared/money/money";
import { moneyFormat } from "../../../../components/inputs/input-rules";
import { NumberField } from "../../../../components/inputs/number-field";
import { useLanguage } from "../../../../lib/language/use-language";
import type { PriceDrafts } from "../model/price-overrides";
import { useLocalized } from "../model/localized";

interface PriceOverrideEditorProps {
  categories: Experience["ticketCategories"];
  currency: string;
  value: PriceDrafts;
  onChange: (value: PriceDrafts) => void;
}

const keep = (value: number | string) => value;

/**
 * Optional prices per ticket category, folded away by default. An empty field keeps the
 * experience's price, so it stays empty on blur instead of becoming 0.
 */
export function PriceOverrideEditor({ categories, currency, value, onChange }: PriceOverrideEditorProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const localized = useLocalized();
  const overridden = categories.filter((category) => typeof value[category.id] === "number").length;
  return (
    <Accordion variant="contained" data-testid="price-overrides">
      <Accordion.Item value="prices">
        <Accordion.Control>
          <Text fw={500}>{t("events.prices.title")}</Text>
          <Text size="xs" c="dimmed">
            {overridden > 0 ? t("events.prices.overridden", { count: overridden }) : t("events.prices.none")}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          {categories.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("events.prices.noCategories")}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {categories.map((category) => {
                const draft = value[category.id] ?? "";
                return (
                  <NumberField
                    key={category.id}
                    label={localized(category.name)}
                    description={t("events.prices.experiencePrice", {
                      price: formatMinorInLanguage(category.price, currency, language),
                    })}
                    placeholder={t("events.prices.placeholder")}
                    rightSection={<Text size="xs">{currency}</Text>}
                    rightSectionWidth={48}
                    hideControls
                    min={0}
                    allowNegative={false}
                    {...moneyFormat}
                    decimalScale={currencyDecimals(currency)}
                    value={draft}
                    normaliseOnBlur={keep}
                    onChange={(next) => {
                      const copy = { ...value };
                      if (next === "" || Number.isNaN(Number(next))) delete copy[category.id];
                      else copy[category.id] = Number(next);
                      onChange(copy);
                    }}
                    data-testid={`price-override-${category.id}`}
                  />
                );
              })}
            </SimpleGrid>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
