import { Button, Group, Stack, Text, Title } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormErrorAlert } from "../../auth/components/form-error-alert";
import { neighbourStep, stepLabelKeys, stepPath, type OnboardingStep } from "../onboarding-steps";

/** One onboarding step: its title, the form, and Back / Next. Next submits the form. */
export function StepFrame(props: {
  step: OnboardingStep;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  error?: string;
  nextLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const back = neighbourStep(props.step, -1);
  const labelKey = stepLabelKeys[props.step];
  return (
    <form noValidate onSubmit={props.onSubmit} data-testid={`step-${props.step}`}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t(labelKey)}
          </Title>
          <Text c="dimmed" size="sm">
            {t(`${labelKey}.description`)}
          </Text>
        </Stack>
        <FormErrorAlert message={props.error} testId="step-error" />
        {props.children}
        <Group justify="space-between" mt="sm">
          {back ? (
            <Button variant="default" component={Link} to={stepPath(back)} disabled={props.saving}>
              {t("common.back")}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={props.saving}>
            {props.nextLabel ?? t("common.next")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
