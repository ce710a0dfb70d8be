import { Navigate, type RouteObject } from "react-router";
import { ProjectGuard } from "../../features/shell/project-guard";
import { ProjectInformationPage } from "../../features/projects/components/project-information-page";
import { ProjectSettingsLayout } from "../../features/projects/components/project-settings-layout";
import { SalesUnitsPage } from "../../features/sales-units/components/sales-units-page";
import { AvailabilityPage } from "../../features/availability/components/availability-page";
import { AssetsPage } from "../../features/catalogue-settings/components/assets-page";
import { SchedulesPage } from "../../features/catalogue-settings/components/schedules-page";
import { CreateEventsPage } from "../../features/events/components/create-events-page";
import { EventTemplatesPage } from "../../features/events/components/event-templates-page";
import { ExperienceSeriesPage } from "../../features/events/components/experience-series-page";
import { SeriesEditorPage } from "../../features/events/components/series-editor-page";
import { SingularEventPage } from "../../features/events/components/singular-event-page";
import { TemplateEditorPage } from "../../features/events/components/template-editor-page";
import { ExperienceEditorPage } from "../../features/experiences/components/experience-editor-page";
import { ExperiencesPage } from "../../features/experiences/components/experiences-page";
import { ProjectHomePage } from "../../features/project-home/components/project-home-page";
import { QuickBookingPage } from "../../features/quick-booking/components/quick-booking-page";
import { BookingsPage } from "../../features/bookings/components/bookings-page";
import { BookingDetailPage } from "../../features/bookings/components/booking-detail-page";
import { WidgetsPage } from "../../features/widgets/components/widgets-page";
import { guarded, placeholderRoute } from "./placeholder";

const content = (path: string, element: React.ReactNode) => ({
  path,
  element: guarded("projectContent", element),
});

/** /{tenant}/{project} and its children (spec §2, project level). */
export const projectRoutes: RouteObject = {
  path: ":project",
  element: <ProjectGuard />,
  children: [
    { index: true, element: <Navigate to="home" replace /> },
    content("home", <ProjectHomePage />),
    content("create-template", <TemplateEditorPage />),
    content("create-events/:experienceTag?", <CreateEventsPage />),
    content("event-templates", <EventTemplatesPage />),
    content("experiences", <ExperiencesPage />),
    content("create-experience", <ExperienceEditorPage />),
    content("edit-experience/:id", <ExperienceEditorPage />),
    content("experiences/:experienceTag", <ExperienceSeriesPage />),
    content("edit-event-series/:id", <SeriesEditorPage />),
    content("edit-template/:id", <TemplateEditorPage />),
    content("edit-singular-event/:id", <SingularEventPage />),
    content("availability", <AvailabilityPage />),
    { path: "quick-booking", element: guarded("quickBooking", <QuickBookingPage />) },
    content("bookings", <BookingsPage />),
    content("bookings/:id", <BookingDetailPage />),
    {
      path: "settings",
      element: guarded("projectSettings", <ProjectSettingsLayout />),
      children: [
        { index: true, element: <Navigate to="information" replace /> },
        { path: "information", element: guarded("projectInformation", <ProjectInformationPage />) },
        { path: "sales-units", element: guarded("salesUnits", <SalesUnitsPage />) },
        { path: "schedules", element: guarded("projectSchedules", <SchedulesPage level="project" />) },
        {
          path: "staff",
          children: [
            { index: true, element: <Navigate to="individuals" replace /> },
            placeholderRoute("individuals", "projectStaff", "staffIndividuals"),
            placeholderRoute("pending", "projectStaff", "staffPending"),
            placeholderRoute("agents", "projectAgents", "staffAgents"),
          ],
        },
        { path: "assets", element: guarded("projectAssets", <AssetsPage level="project" />) },
        { path: "widgets", element: guarded("projectWidgets", <WidgetsPage level="project" />) },
      ],
    },
  ],
};
