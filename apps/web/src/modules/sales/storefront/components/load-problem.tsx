import { useSite } from "../hooks/site-context";
import { Button } from "../ui/button";
import { Notice } from "../ui/notice";

/** A read that failed (a lost connection): says so, and tries again on request. */
export function LoadProblem({ onRetry }: { onRetry: () => void }) {
  const { t } = useSite();
  return (
    <Notice tone="error" alert testId="load-error">
      <div className="sf-row">
        <span>{t("storefront.loadError")}</span>
        <Button tone="light" onClick={onRetry}>
          {t("storefront.retry")}
        </Button>
      </div>
    </Notice>
  );
}
