import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { siteLanguageCookie } from "../model/language";
import { openSitePage, type OpenOptions } from "../testing/render-storefront";
import { company, glacierWalk, whaleWatching } from "../testing/storefront-fixtures";

const fetchSpy = vi.fn();

beforeEach(() => {
  fetchSpy.mockReset();
  vi.stubGlobal("fetch", fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${siteLanguageCookie}=; path=/; max-age=0`;
});

const openCatalogue = (experiences: PublicExperience[], options: OpenOptions = {}) =>
  openSitePage({ kind: "storefront", company, experiences }, options);

const cards = () => screen.getAllByTestId("experience-card");

describe("StorefrontPage", () => {
  it("lists the experiences on sale with picture, duration and price from, each linking to its page", () => {
    openCatalogue([glacierWalk, whaleWatching]);

    expect(screen.getByRole("heading", { level: 1, name: "Acme Tours" })).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    const [walk, whales] = cards() as [HTMLElement, HTMLElement];
    expect(walk).toHaveTextContent("Glacier walk");
    expect(walk).toHaveTextContent("Walk on Sólheimajökull.");
    expect(walk).toHaveTextContent("3 h");
    expect(within(walk).getByTestId("from-price")).toHaveTextContent("From 6.450 Kr.");
    expect(walk.querySelector("img")).toHaveAttribute("src", "https://images.example/glacier.jpg");
    expect(walk).toHaveAttribute("href", "/acme/storefront/glacier-walk");
    expect(whales).toHaveTextContent("45 min");
    expect(within(whales).getByTestId("from-price")).toHaveTextContent("From 9.900 Kr.");
    expect(whales).toHaveAttribute("href", "/acme/storefront/whales");
    // Without a picture the card keeps its shape, with nothing to load.
    expect(whales.querySelector("img")).toBeNull();
    expect(whales.querySelector(".sf-no-picture")).not.toBeNull();

    // The server read the company and its experiences: the page asks for nothing more.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("names an experience without a tag by its id in its link", () => {
    openCatalogue([{ ...whaleWatching, tag: "" }]);
    expect(cards()[0]).toHaveAttribute("href", `/acme/storefront/${whaleWatching.id}`);
  });

  it("shows each picture in AVIF or WebP at the sizes made at upload, with its width and height", () => {
    const third = { ...glacierWalk, id: "5a1f0c4e-0000-4000-8000-000000000003", tag: "third" };
    openCatalogue([glacierWalk, whaleWatching, third]);

    const picture = cards()[0]!.querySelector("picture")!;
    const sources = [...picture.querySelectorAll("source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute(
      "srcset",
      "/files/glacier-480.avif 480w, /files/glacier-960.avif 960w, /files/glacier-1600.avif 1600w",
    );
    expect(sources[1]).toHaveAttribute(
      "srcset",
      "/files/glacier-480.webp 480w, /files/glacier-960.webp 960w, /files/glacier-1600.webp 1600w",
    );
    expect(sources[0]).toHaveAttribute("sizes", "(min-width: 992px) 360px, (min-width: 768px) 50vw, 100vw");
    const image = picture.querySelector("img")!;
    expect(image).toHaveAttribute("src", "https://images.example/glacier.jpg");
    expect(image).toHaveAttribute("width", "2400");
    expect(image).toHaveAttribute("height", "1600");
    expect(image).toHaveAttribute("alt", "");
    // The first cards are in view at once; those further down load when they come near.
    expect(image).toHaveAttribute("loading", "eager");
    expect(cards()[2]!.querySelector("img")).toHaveAttribute("loading", "lazy");
  });

  it("shows an image stored before sizes were recorded as it is, in a box of the usual shape", () => {
    openCatalogue([{ ...glacierWalk, pictures: [] }]);
    const picture = cards()[0]!.querySelector("picture")!;
    expect(picture.querySelectorAll("source")).toHaveLength(0);
    const image = picture.querySelector("img")!;
    expect(image).toHaveAttribute("src", "https://images.example/glacier.jpg");
    expect(image).toHaveAttribute("width", "1600");
    expect(image).toHaveAttribute("height", "1000");
  });

  it("says so when nothing is on sale", () => {
    openCatalogue([]);
    expect(screen.getByTestId("empty-state")).toHaveTextContent(
      "Acme Tours has no experiences on sale at the moment.",
    );
    expect(screen.queryByTestId("experience-card")).not.toBeInTheDocument();
  });

  it("is in Icelandic with ?lang=is, and its links keep the language", () => {
    openCatalogue([glacierWalk], { url: "/acme/storefront?lang=is" });
    const card = screen.getByTestId("experience-card");
    expect(card).toHaveTextContent("Jöklaganga");
    expect(card).toHaveTextContent("Gengið á Sólheimajökul.");
    expect(card).toHaveTextContent("3 klst.");
    expect(within(card).getByTestId("from-price")).toHaveTextContent("Frá 6.450 Kr.");
    expect(screen.getByText("Veldu upplifun og bókaðu sætin þín á netinu.")).toBeInTheDocument();
    expect(card).toHaveAttribute("href", "/acme/storefront/glacier-walk?lang=is");
    expect(screen.getByTestId("company-home")).toHaveAttribute("href", "/acme/storefront?lang=is");
  });

  it("opens in the language the customer chose last, keeping its links plain when the address asks for none", () => {
    openCatalogue([glacierWalk], { chosenLanguage: "IS" });
    expect(screen.getByTestId("experience-card")).toHaveTextContent("Jöklaganga");
    expect(screen.getByTestId("experience-card")).toHaveAttribute("href", "/acme/storefront/glacier-walk");
  });

  it("offers the page in each language as a link, and remembers the one clicked", () => {
    openCatalogue([glacierWalk]);
    const switcher = screen.getByTestId("language-switch");
    const english = within(switcher).getByRole("link", { name: /English/ });
    const icelandic = within(switcher).getByRole("link", { name: /Icelandic/ });
    expect(english).toHaveAttribute("href", "/acme/storefront?lang=en");
    expect(english).toHaveAttribute("aria-current", "true");
    expect(icelandic).toHaveAttribute("href", "/acme/storefront?lang=is");
    expect(icelandic).toHaveAttribute("hreflang", "is");
    expect(icelandic).not.toHaveAttribute("aria-current");

    // The link itself takes the customer there; the test stays on this page.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener("click", stay);
    try {
      fireEvent.click(icelandic);
    } finally {
      document.removeEventListener("click", stay);
    }
    expect(document.cookie).toContain(`${siteLanguageCookie}=IS`);
  });

  it("names the languages in Icelandic on an Icelandic page", () => {
    openCatalogue([glacierWalk], { url: "/acme/storefront?lang=is" });
    const switcher = screen.getByRole("navigation", { name: "Tungumál" });
    expect(within(switcher).getByRole("link", { name: /Enska/ })).toHaveAttribute(
      "href",
      "/acme/storefront?lang=en",
    );
    expect(within(switcher).getByRole("link", { name: /Íslenska/ })).toHaveAttribute("aria-current", "true");
  });

  it("in the booking widget drops the header and keeps the frame's layout and project on its links", () => {
    openCatalogue([glacierWalk, whaleWatching], {
      url: "/acme/storefront?embed=1&lang=en&layout=TwoColumns&project=north",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Acme Tours" })).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByTestId("language-switch")).not.toBeInTheDocument();
    expect(cards()[0]!.parentElement).toHaveAttribute("data-layout", "TwoColumns");
    expect(cards()[0]).toHaveAttribute(
      "href",
      "/acme/storefront/glacier-walk?lang=en&embed=1&layout=TwoColumns&project=north",
    );
  });
});
