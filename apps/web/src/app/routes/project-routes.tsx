import { Navigate, type RouteObject } from "react-router";
import { ProjectGuard } from "../../features/shell/project-guard";
import { ProjectInformationPage } from "../../features/projects/components/project-information-page";
import { ProjectSettingsLayout } from "../../features/projects/components/project-settings-layout";
import { SalesUnitsPage } from "../../features/sales-units/components/sales-units-page";
import { guarded, placeholderRoute } from "./placeholder";

/** /{tenant}/{project} and its children (spec §2, project level). */
export const projectRoutes: RouteObject = {
  path: ":project",
  element: <ProjectGuard />,
  children: [
    { index: true, element: <Navigate to="home" replace /> },
    placeholderRoute("home", "projectContent", "home"),
    placeholderRoute("create-template", "projectContent", "createTemplate"),
    placeholderRoute("create-events/:experienceTag?", "projectContent", "createEvents"),
    placeholderRoute("event-templates", "projectContent", "eventTemplates"),
    placeholderRoute("experiences", "projectContent", "experiences"),
    placeholderRoute("create-experience", "projectContent", "createExperience"),
    placeholderRoute("edit-experience/:id", "projectContent", "editExperience"),
    placeholderRoute("experiences/:experienceTag", "projectContent", "eventSeries"),
    placeholderRoute("edit-event-series/:id", "projectContent", "editEventSeries"),
    placeholderRoute("edit-template/:id", "projectContent", "editTemplate"),
    placeholderRoute("edit-singular-event/:id", "projectContent", "editSingularEvent"),
    placeholderRoute("availability", "projectContent", "availability"),
    placeholderRoute("quick-booking", "quickBooking", "quickBooking"),
    {
      path: "settings",
      element: guarded("projectSettings", <ProjectSettingsLayout />),
      children: [
        { index: true, element: <Navigate to="information" replace /> },
        { path: "information", element: guarded("projectInformation", <ProjectInformationPage />) },
        { path: "sales-units", element: guarded("salesUnits", <SalesUnitsPage />) },
        placeholderRoute("schedules", "projectSchedules", "schedules"),
        {
          path: "staff",
          children: [
            { index: true, element: <Navigate to="individuals" replace /> },
            placeholderRoute("individuals", "projectStaff", "staffIndividuals"),
            placeholderRoute("pending", "projectStaff", "staffPending"),
            placeholderRoute("agents", "projectAgents", "staffAgents"),
          ],
        },
        placeholderRoute("assets", "projectAssets", "assets"),
        placeholderRoute("widgets", "projectWidgets", "widgets"),
      ],
    },
  ],
};
