import type { ReactNode } from "react";

export function TermsGate({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
