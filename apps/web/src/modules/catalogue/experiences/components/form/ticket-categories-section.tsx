import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Currency } from "@stund/shared/enums";
import { newTicketCategory, type ExperienceForm } from "../../lib/experience-form-values";
import { FormSection } from "./form-section";
import { SectionError } from "./section-error";
import { TicketCategoryItem } from "./ticket-category-item";

/** The contract allows up to 30 ticket categories. */
const maxCategories = 30;

export function TicketCategoriesSection({ form, currency }: { form: ExperienceForm; currency: Currency }) {
  const { t } = useTranslation();
  const categories = form.values.ticketCategories;
  const add = () => {
    form.insertListItem("ticketCategories", newTicketCategory());
    form.clearFieldError("ticketCategories");
  };
  return (
    <FormSection
      id="experience-tickets"
      title={t("experiences.section.tickets")}
      description={t("experiences.section.ticketsHelp")}
    >
      <SectionError form={form} path="ticketCategories" />
      {categories.map((category, index) => (
        <TicketCategoryItem
          key={category.key}
          form={form}
          index={index}
          count={categories.length}
          currency={currency}
        />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          disabled={categories.length >= maxCategories}
          data-testid="ticket-add"
        >
          {t("experiences.ticket.add")}
        </Button>
      </Group>
    </FormSection>
  );
}
