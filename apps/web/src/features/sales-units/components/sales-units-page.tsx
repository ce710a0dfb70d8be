export function SalesUnitsPage() {
  return null;
}
