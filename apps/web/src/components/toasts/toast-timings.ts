export type ToastType = "loading" | "waiting" | "success" | "error";

/** docs/product.md §4.1 toast item: what a caller posts for one route. */
export interface ToastItem {
  route: string;
  type: ToastType;
  message: string;
}

/** docs/product.md §4.1 toast timings and width. */
export const toastTimings = {
  /** A toast takes its item over this long after the item was posted. */
  takeOverMs: 1000,
  /** The check that turns loading into waiting, and dismisses a success or error toast. */
  checkEveryMs: 7000,
  /** A dismissed toast is removed this long after it was dismissed. */
  removeAfterMs: 500,
} as const;

export const toastWidth = 500;
