import { useCallback, useState } from "react";

export interface EventSelection {
  active: boolean;
  ids: ReadonlySet<string>;
  setActive: (active: boolean) => void;
  toggle: (id: string) => void;
  selectAll: (ids: readonly string[]) => void;
  clear: () => void;
}

/** "Select" mode of the calendar: clicks add events to a selection instead of opening them. */
export function useEventSelection(): EventSelection {
  const [active, setActiveState] = useState(false);
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const clear = useCallback(() => setIds(new Set()), []);
  const setActive = useCallback((next: boolean) => {
    setActiveState(next);
    if (!next) setIds(new Set());
  }, []);
  const toggle = useCallback(
    (id: string) =>
      setIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const selectAll = useCallback(
    (all: readonly string[]) => setIds((current) => new Set([...current, ...all])),
    [],
  );
  return { active, ids, setActive, toggle, selectAll, clear };
}
