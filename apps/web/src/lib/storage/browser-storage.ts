/**
 * localStorage and sessionStorage that never throw. Inside a frame on another site (the booking
 * widget) a browser that blocks third-party storage throws on any access; the storefront must
 * work there all the same, so what cannot be stored is simply not kept.
 */
type Area = "localStorage" | "sessionStorage";

function area(name: Area): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

function storage(name: Area) {
  return {
    get(key: string): string | null {
      try {
        return area(name)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        area(name)?.setItem(key, value);
      } catch {
        // Blocked or full: the value lives for this page only.
      }
    },
    remove(key: string): void {
      try {
        area(name)?.removeItem(key);
      } catch {
        // Blocked: there is nothing stored to remove.
      }
    },
  };
}

export const localStore = storage("localStorage");
export const sessionStore = storage("sessionStorage");
