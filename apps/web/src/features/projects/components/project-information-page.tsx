export function ProjectInformationPage() {
  return null;
}
