export function EmailsStep() {
  return null;
}
