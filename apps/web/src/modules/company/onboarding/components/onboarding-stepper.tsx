import { Stepper, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  onboardingSteps,
  stepIndex,
  stepLabelKeys,
  stepPath,
  type OnboardingStep,
} from "../onboarding-steps";

/** Where the user is in onboarding; once the company exists every step can be opened from here. */
export function OnboardingStepper({ step, canJump }: { step: OnboardingStep; canJump: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = useMediaQuery("(min-width: 62em)", true);
  const active = stepIndex(step);
  return (
    <>
      <Stepper
        active={active}
        size="sm"
        iconSize={wide ? 32 : 28}
        labelPosition="bottom"
        wrap={false}
        styles={wide ? undefined : { separator: { marginInline: 6 } }}
        allowNextStepsSelect={canJump}
        onStepClick={(index) => {
          const target = onboardingSteps[index];
          if (canJump && target) void navigate(stepPath(target));
        }}
        aria-label={t("onboarding.progress")}
        data-testid="onboarding-stepper"
      >
        {onboardingSteps.map((item) => (
          <Stepper.Step
            key={item}
            label={wide ? t(stepLabelKeys[item]) : <VisuallyHidden>{t(stepLabelKeys[item])}</VisuallyHidden>}
            allowStepSelect={canJump}
          />
        ))}
      </Stepper>
      {!wide && (
        <Text size="sm" c="dimmed" mt="xs" ta="center">
          {t("onboarding.stepOf", { current: active + 1, total: onboardingSteps.length })}
        </Text>
      )}
    </>
  );
}
