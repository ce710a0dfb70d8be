import type { KeyboardEvent } from "react";

/** Marks an element the Enter key moves through, in document order. */
export const advanceStop = { "data-advance": "" } as const;

const isRadio = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === "radio";

/** The stops in `container`; a radio group counts once, by its checked radio or else its first enabled one. */
function stopsIn(container: HTMLElement): HTMLElement[] {
  const enabled = Array.from(container.querySelectorAll<HTMLElement>("[data-advance]")).filter(
    (element) => !(element as HTMLInputElement).disabled,
  );
  return enabled.filter((element) => {
    if (!isRadio(element)) return true;
    const group = enabled.filter(
      (other) => isRadio(other) && other.name === element.name,
    ) as HTMLInputElement[];
    return element === (group.find((radio) => radio.checked) ?? group[0]);
  });
}

/**
 * Enter in a field moves to the next stop instead of sending the form, so a desk can type its
 * way through the booking; on the last field it reaches the submit button, where Enter books.
 * Text areas keep Enter for new lines and buttons keep it for pressing.
 */
export function advanceOnEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Enter" || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.nativeEvent.isComposing) return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement)) return;
  event.preventDefault();
  const stops = stopsIn(event.currentTarget);
  const position = stops.findIndex(
    (stop) => stop === target || (isRadio(stop) && isRadio(target) && stop.name === target.name),
  );
  if (position >= 0) stops[position + 1]?.focus();
}
