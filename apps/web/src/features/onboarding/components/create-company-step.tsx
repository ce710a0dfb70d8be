export function CreateCompanyStep() {
  return null;
}
