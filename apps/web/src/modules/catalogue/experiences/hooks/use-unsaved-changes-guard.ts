import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";

/**
 * Asks before leaving the page with unsaved changes. `allowNextNavigation` lets a save that
 * moves on (to the new experience's editor) pass without asking.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation();
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let leaving = false;
    openConfirmDialog({
      title: t("experiences.leave.title"),
      text: t("experiences.leave.text"),
      confirmLabel: t("experiences.leave.confirm"),
      confirmColor: "red",
      onConfirm: () => {
        leaving = true;
        blocker.proceed();
      },
      // Cancel, the close button and Escape all keep the user on the page.
      onClose: () => {
        if (!leaving) blocker.reset();
      },
    });
  }, [blocker, t]);
  return {
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
