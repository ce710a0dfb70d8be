import { Navigate, type RouteObject } from "react-router";
import { ProjectGuard } from "../shell/project-guard";
import { ProjectInformationPage } from "../../modules/company/projects/components/project-information-page";
import { ProjectSettingsLayout } from "../../modules/company/projects/components/project-settings-layout";
import { SalesUnitsPage } from "../../modules/company/sales-units/components/sales-units-page";
import { AvailabilityPage } from "../../modules/catalogue/availability/components/availability-page";
import { AssetsPage } from "../../modules/catalogue/catalogue-settings/components/assets-page";
import { SchedulesPage } from "../../modules/catalogue/catalogue-settings/components/schedules-page";
import { CreateEventsPage } from "../../modules/catalogue/events/components/create-events-page";
import { EventTemplatesPage } from "../../modules/catalogue/events/components/event-templates-page";
import { ExperienceSeriesPage } from "../../modules/catalogue/events/components/experience-series-page";
import { SeriesEditorPage } from "../../modules/catalogue/events/components/series-editor-page";
import { SingularEventPage } from "../../modules/catalogue/events/components/singular-event-page";
import { TemplateEditorPage } from "../../modules/catalogue/events/components/template-editor-page";
import { ExperienceEditorPage } from "../../modules/catalogue/experiences/components/experience-editor-page";
import { ExperiencesPage } from "../../modules/catalogue/experiences/components/experiences-page";
import { ProjectHomePage } from "../../modules/catalogue/project-home/components/project-home-page";
import { QuickBookingPage } from "../../modules/sales/quick-booking/components/quick-booking-page";
import { BookingsPage } from "../../modules/sales/bookings/components/bookings-page";
import { EventManifest } from "../../modules/sales/bookings/components/event-manifest";
import { BookingDetailPage } from "../../modules/sales/bookings/components/booking-detail-page";
import { WidgetsPage } from "../../modules/sales/widgets/components/widgets-page";
import { guarded, placeholderRoute } from "./placeholder";

const content = (path: string, element: React.ReactNode) => ({
  path,
  element: guarded("projectContent", element),
});

/** /{tenant}/{project} and its children (docs/product.md §3.6). */
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
    // The calendar's drawer lists the departure's bookings with the bookings screens' manifest.
    content("availability", <AvailabilityPage manifest={EventManifest} />),
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
