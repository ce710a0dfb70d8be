export function TenantsPage() {
  return null;
}
