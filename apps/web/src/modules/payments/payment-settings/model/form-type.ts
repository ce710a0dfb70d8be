import type { UseFormReturnType } from "@mantine/form";
import type { PaymentSettingsFormValues } from "./payment-settings-form";

export type PaymentSettingsForm = UseFormReturnType<PaymentSettingsFormValues>;
