import { BookingPage } from "../modules/sales/storefront/components/booking-page";
import { ExperiencePage } from "../modules/sales/storefront/components/experience-page";
import { StorefrontMessage } from "../modules/sales/storefront/components/storefront-message";
import { StorefrontPage } from "../modules/sales/storefront/components/storefront-page";
import { StorefrontShell } from "../modules/sales/storefront/components/storefront-shell";
import { SiteProvider, useSite } from "../modules/sales/storefront/hooks/site-context";
import type { SitePage, SiteState } from "../modules/sales/storefront/model/site-page";

function PageOf({ page }: { page: SitePage }) {
  const { t, link, request } = useSite();
  switch (page.kind) {
    case "storefront":
      return <StorefrontPage company={page.company} experiences={page.experiences} />;
    case "experience":
      return <ExperiencePage company={page.company} experience={page.experience} upcoming={page.upcoming} />;
    case "booking":
      return <BookingPage company={page.company} bookingId={page.bookingId} />;
    case "experienceNotFound":
      return (
        <StorefrontShell companyName={page.company.name}>
          <StorefrontMessage
            title={t("storefront.experienceNotFound.title")}
            text={t("storefront.experienceNotFound.text")}
            testId="experience-not-found"
          >
            <a className="sf-button sf-button-light" href={link(`/${request.tenant}/storefront`)}>
              {t("storefront.seeAll")}
            </a>
          </StorefrontMessage>
        </StorefrontShell>
      );
    case "companyNotFound":
      return (
        <StorefrontShell>
          <StorefrontMessage
            title={t("storefront.notFound.title")}
            text={t("storefront.notFound.text")}
            testId="company-not-found"
          />
        </StorefrontShell>
      );
  }
}

/** A customer page: the same tree on the server and in the browser that takes it over. */
export function SiteRoot({ state }: { state: SiteState }) {
  return (
    <SiteProvider request={state.request}>
      <PageOf page={state.page} />
    </SiteProvider>
  );
}
