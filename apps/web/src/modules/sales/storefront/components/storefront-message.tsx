import type { ReactNode } from "react";

interface StorefrontMessageProps {
  title: string;
  text: string;
  testId?: string;
  children?: ReactNode;
}

/** A whole page's news: nothing found, nothing on sale, a booking's outcome. */
export function StorefrontMessage({ title, text, testId, children }: StorefrontMessageProps) {
  return (
    <section className="sf-message sf-panel" data-testid={testId}>
      <h1>{title}</h1>
      <p className="sf-dimmed">{text}</p>
      {children}
    </section>
  );
}
