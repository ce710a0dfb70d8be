import { Anchor, Checkbox, Modal, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { PublicCompany } from "@stund/shared/contracts/bookings/public";
import type { CheckoutValues } from "../model/checkout";

function PolicyText({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" style={{ whiteSpace: "pre-line" }}>
        {text.trim() || t("storefront.terms.notPublished")}
      </Text>
    </Stack>
  );
}

/** The company's terms and refund policy, to read in a dialog, and the box that accepts them. */
export function TermsAcceptance({
  company,
  form,
}: {
  company: PublicCompany;
  form: UseFormReturnType<CheckoutValues>;
}) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Stack gap={6}>
      <Anchor component="button" type="button" size="sm" onClick={open} data-testid="read-terms">
        {t("storefront.terms.read")}
      </Anchor>
      <Checkbox
        label={t("storefront.terms.accept")}
        required
        data-testid="accept-terms"
        {...form.getInputProps("acceptTerms", { type: "checkbox" })}
      />
      <Modal
        opened={opened}
        onClose={close}
        title={t("storefront.terms.dialogTitle", { company: company.name })}
        size="lg"
        data-testid="terms-dialog"
      >
        <Stack gap="lg">
          <PolicyText title={t("storefront.terms.terms")} text={company.termsAndConditions} />
          <PolicyText title={t("storefront.terms.refundPolicy")} text={company.refundPolicy} />
        </Stack>
      </Modal>
    </Stack>
  );
}
