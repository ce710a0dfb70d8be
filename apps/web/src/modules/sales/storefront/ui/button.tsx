import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner";

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: "primary" | "light" | "danger";
  block?: boolean;
  loading?: boolean;
}

/** A button of the customer pages; while `loading` it keeps its text and says it is busy. */
export function Button({ tone = "primary", block, loading, className, children, ...rest }: ButtonProps) {
  const classes = [
    "sf-button",
    tone !== "primary" && `sf-button-${tone}`,
    block && "sf-button-block",
    className,
  ];
  return (
    <button
      type="button"
      {...rest}
      className={classes.filter(Boolean).join(" ")}
      disabled={rest.disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner small />}
      {children}
    </button>
  );
}
