import { useEffect, useRef, type ReactNode } from "react";

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A modal dialog on the browser's own <dialog>: focus moves in and back, Escape closes it, and
 * the page behind it is inert.
 */
export function Dialog({ opened, onClose, title, closeLabel, children, testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    if (!opened && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [opened]);
  return (
    <dialog
      ref={ref}
      className="sf-dialog"
      aria-labelledby={testId ? `${testId}-title` : undefined}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-testid={testId}
    >
      {opened && (
        <div className="sf-dialog-body">
          <div className="sf-row">
            <h2 id={testId ? `${testId}-title` : undefined}>{title}</h2>
            <button type="button" className="sf-step" onClick={onClose} aria-label={closeLabel}>
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
