import { Navigate, type RouteObject } from "react-router";
import { ProjectGuard } from "../shell/project-guard";
import { ProjectSettingsLayout } from "../../modules/company/projects/components/project-settings-layout";
import { guarded, placeholderRoute } from "./placeholder";
import { lazyPage, lazyScreens } from "./lazy-page";

const ProjectInformationPage = lazyPage(() =>
  import("../../modules/company/projects/components/project-information-page").then(
    (m) => m.ProjectInformationPage,
  ),
);
const SalesUnitsPage = lazyPage(() =>
  import("../../modules/company/sales-units/components/sales-units-page").then((m) => m.SalesUnitsPage),
);
const AssetsPage = lazyPage(() =>
  import("../../modules/catalogue/catalogue-settings/components/assets-page").then((m) => m.AssetsPage),
);
const SchedulesPage = lazyPage(() =>
  import("../../modules/catalogue/catalogue-settings/components/schedules-page").then((m) => m.SchedulesPage),
);
const CreateEventsPage = lazyPage(() =>
  import("../../modules/catalogue/events/components/create-events-page").then((m) => m.CreateEventsPage),
);
const EventTemplatesPage = lazyPage(() =>
  import("../../modules/catalogue/events/components/event-templates-page").then((m) => m.EventTemplatesPage),
);
const ExperienceSeriesPage = lazyPage(() =>
  import("../../modules/catalogue/events/components/experience-series-page").then(
    (m) => m.ExperienceSeriesPage,
  ),
);
const SeriesEditorPage = lazyPage(() =>
  import("../../modules/catalogue/events/components/series-editor-page").then((m) => m.SeriesEditorPage),
);
const SingularEventPage = lazyPage(() =>
  import("../../modules/catalogue/events/components/singular-event-page").then((m) => m.SingularEventPage),
);
const TemplateEditorPage = lazyPage(() =>
  import("../../modules/catalogue/events/components/template-editor-page").then((m) => m.TemplateEditorPage),
);
const ExperienceEditorPage = lazyPage(() =>
  import("../../modules/catalogue/experiences/components/experience-editor-page").then(
    (m) => m.ExperienceEditorPage,
  ),
);
const ExperiencesPage = lazyPage(() =>
  import("../../modules/catalogue/experiences/components/experiences-page").then((m) => m.ExperiencesPage),
);
const ProjectHomePage = lazyPage(() =>
  import("../../modules/catalogue/project-home/components/project-home-page").then((m) => m.ProjectHomePage),
);
const QuickBookingPage = lazyPage(() =>
  import("../../modules/sales/quick-booking/components/quick-booking-page").then((m) => m.QuickBookingPage),
);
const BookingsPage = lazyPage(() =>
  import("../../modules/sales/bookings/components/bookings-page").then((m) => m.BookingsPage),
);
const BookingDetailPage = lazyPage(() =>
  import("../../modules/sales/bookings/components/booking-detail-page").then((m) => m.BookingDetailPage),
);
const WidgetsPage = lazyPage(() =>
  import("../../modules/sales/widgets/components/widgets-page").then((m) => m.WidgetsPage),
);

// The calendar's drawer lists the departure's bookings with the bookings screens' manifest: both
// chunks load together when the calendar is first opened.
const ProjectAvailabilityPage = lazyPage(() =>
  Promise.all([
    import("../../modules/catalogue/availability/components/availability-page"),
    import("../../modules/sales/bookings/components/event-manifest"),
  ]).then(([{ AvailabilityPage }, { EventManifest }]) => {
    function ProjectAvailabilityPage() {
      return <AvailabilityPage manifest={EventManifest} />;
    }
    return ProjectAvailabilityPage;
  }),
);

// The staff section's tabs and its individuals page load together.
const staffScreens = lazyScreens(() =>
  Promise.all([
    import("../../modules/company/staff/components/staff-section"),
    import("../../modules/company/staff/components/staff-individuals-page"),
  ]).then(([section, individuals]) => ({ ...section, ...individuals })),
);
const StaffSection = staffScreens((m) => m.StaffSection);
const StaffIndividualsPage = staffScreens((m) => m.StaffIndividualsPage);

const PendingInvitationsPage = lazyPage(() =>
  import("../../modules/company/invitations/components/pending-invitations-page").then(
    (m) => m.PendingInvitationsPage,
  ),
);

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
    content("availability", <ProjectAvailabilityPage />),
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
          element: <StaffSection level="project" />,
          children: [
            { index: true, element: <Navigate to="individuals" replace /> },
            {
              path: "individuals",
              element: guarded("projectStaff", <StaffIndividualsPage level="project" />),
            },
            {
              path: "pending",
              element: guarded("projectStaff", <PendingInvitationsPage level="project" />),
            },
            placeholderRoute("agents", "projectAgents", "staffAgents"),
          ],
        },
        { path: "assets", element: guarded("projectAssets", <AssetsPage level="project" />) },
        { path: "widgets", element: guarded("projectWidgets", <WidgetsPage level="project" />) },
      ],
    },
  ],
};
