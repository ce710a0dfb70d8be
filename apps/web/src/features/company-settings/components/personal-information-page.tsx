export function PersonalInformationPage() {
  return null;
}
