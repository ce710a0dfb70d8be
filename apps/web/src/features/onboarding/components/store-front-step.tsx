export function StoreFrontStep() {
  return null;
}
