export function CompanyInformationPage() {
  return null;
}
