import { Outlet } from "react-router";

export function OnboardingLayout() {
  return <Outlet />;
}
