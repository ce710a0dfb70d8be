import { Outlet, useParams } from "react-router";
import { useSubscriptionSync } from "../hooks/use-subscription-sync";

/** Settings → subscription: its pages, with the once-per-session sync of docs/product.md §12.7 on first opening. */
export function SubscriptionSection() {
  const { tenant } = useParams();
  useSubscriptionSync(tenant);
  return <Outlet />;
}
