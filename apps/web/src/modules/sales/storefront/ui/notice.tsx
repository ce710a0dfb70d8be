import type { ReactNode } from "react";

interface NoticeProps {
  tone?: "info" | "error" | "warning" | "ok" | "neutral";
  title?: string;
  children?: ReactNode;
  /** Say it at once to screen readers (a refusal after a click). */
  alert?: boolean;
  testId?: string;
}

/** A coloured box with a title and a text: a refusal, a warning, or good news. */
export function Notice({ tone = "info", title, children, alert, testId }: NoticeProps) {
  return (
    <div className="sf-notice" data-tone={tone} role={alert ? "alert" : undefined} data-testid={testId}>
      {title && <p className="sf-notice-title">{title}</p>}
      {children}
    </div>
  );
}
