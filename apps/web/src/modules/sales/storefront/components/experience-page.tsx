import { useState } from "react";
import type { PublicCompany, PublicEvent, PublicExperience } from "@stund/shared/contracts/bookings/public";
import { useSite } from "../hooks/site-context";
import { experienceTimeZone } from "../model/site-page";
import { CheckoutForm } from "./checkout-form";
import { ExperienceDetails } from "./experience-details";
import { StorefrontShell } from "./storefront-shell";
import { UpcomingDepartures } from "./upcoming-departures";

interface ExperiencePageProps {
  company: PublicCompany;
  experience: PublicExperience;
  upcoming: PublicEvent[];
}

/** /{tenant}/storefront/{tag}: one experience, its next departures and the checkout. */
export function ExperiencePage({ company, experience, upcoming }: ExperiencePageProps) {
  const { t, link, request } = useSite();
  const zone = experienceTimeZone(experience);
  const [chosen, setChosen] = useState<PublicEvent | undefined>();
  return (
    <StorefrontShell companyName={company.name}>
      <div className="sf-stack">
        <a href={link(`/${request.tenant}/storefront`)} className="sf-small">
          ← {t("storefront.seeAll")}
        </a>
        <div className="sf-grid" data-layout={request.layout}>
          <div className="sf-stack">
            <ExperienceDetails experience={experience} />
            <UpcomingDepartures
              departures={upcoming}
              zone={zone}
              // A new object each time: choosing the same departure again, after the customer
              // looked at another day, takes the form back to it.
              onChoose={(event) => setChosen({ ...event })}
            />
          </div>
          <CheckoutForm company={company} experience={experience} zone={zone} chosen={chosen} />
        </div>
      </div>
    </StorefrontShell>
  );
}
