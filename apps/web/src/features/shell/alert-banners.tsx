/** Spec §5 admin alert banners; filled by the shell components work. */
export function AlertBanners() {
  return null;
}
