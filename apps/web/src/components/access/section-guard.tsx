import type { ReactNode } from "react";
import { Navigate } from "react-router";
import type { Section } from "@stund/shared/access/sections";
import { PageLoader } from "../page-loader";
import { useAccess } from "../../lib/access/use-access";

/** docs/product.md §2.5: failing roles goes to no-access "Not authorized"; failing tier to "Not subscribed". */
export function SectionGuard({ section, children }: { section: Section; children: ReactNode }) {
  const { decision } = useAccess(section);
  if (!decision) return <PageLoader />;
  if (decision !== "allowed") return <Navigate to={`/no-access?reason=${decision}`} replace />;
  return <>{children}</>;
}
