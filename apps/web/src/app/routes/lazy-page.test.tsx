import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Link, Outlet, RouterProvider, createMemoryRouter, type RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "@stund/shared/enums";
import { initTestI18n } from "../../components/testing/test-i18n";
import { RouteErrorPage, isChunkLoadError } from "../shell/route-error-page";
import { lazyPage, lazyScreens, preloadScreens } from "./lazy-page";

/** A chunk the test delivers (or fails) when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Home = () => <p data-testid="home">home</p>;
const Reports = ({ year }: { year: number }) => <p data-testid="reports">reports {year}</p>;

/** The console's layout in small: its navigation stays while its screens load or fail. */
function Shell() {
  return (
    <div>
      <nav data-testid="shell">
        <Link to="/home">Home</Link>
        <Link to="/reports">Reports</Link>
        <Link to="/other">Other</Link>
      </nav>
      <Outlet />
    </div>
  );
}

async function renderRoutes(routes: RouteObject[], url: string, language: Language = "EN") {
  await initTestI18n(language);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

const consoleRoutes = (children: RouteObject[]): RouteObject[] => [
  {
    errorElement: <RouteErrorPage />,
    children: [{ element: <Shell />, children: [{ errorElement: <RouteErrorPage />, children }] }],
  },
];

const chunkError = () =>
  new TypeError("Failed to fetch dynamically imported module: https://stund.test/assets/reports-1a2b.js");

afterEach(() => vi.restoreAllMocks());

describe("lazy screens", () => {
  it("shows the page loader inside the shell until the screen's chunk arrives, then the screen", async () => {
    const chunk = deferred<typeof Reports>();
    const ReportsPage = lazyPage(() => chunk.promise);
    await renderRoutes(
      consoleRoutes([{ path: "/reports", element: <ReportsPage year={2027} /> }]),
      "/reports",
    );
    expect(screen.getByTestId("shell")).toBeInTheDocument();
    expect(screen.getByTestId("page-loader")).toBeInTheDocument();
    await act(async () => chunk.resolve(Reports));
    expect(await screen.findByTestId("reports")).toHaveTextContent("reports 2027");
    expect(screen.queryByTestId("page-loader")).not.toBeInTheDocument();
  });

  it("loads a chunk once for all its screens: moving between them shows no loader", async () => {
    const load = vi.fn(() => Promise.resolve({ Home, Reports }));
    const screens = lazyScreens(load);
    const HomePage = screens((m) => m.Home);
    const ReportsPage = screens((m) => m.Reports);
    await renderRoutes(
      consoleRoutes([
        { path: "/home", element: <HomePage /> },
        { path: "/reports", element: <ReportsPage year={2026} /> },
      ]),
      "/home",
    );
    expect(await screen.findByTestId("home")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("link", { name: "Reports" }));
    expect(screen.getByTestId("reports")).toHaveTextContent("reports 2026");
    expect(screen.queryByTestId("page-loader")).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("opening a screen whose chunk is on its way shows the loader rather than the previous screen", async () => {
    const chunk = deferred<typeof Reports>();
    const HomePage = lazyPage(() => Promise.resolve(Home));
    const ReportsPage = lazyPage(() => chunk.promise);
    await renderRoutes(
      consoleRoutes([
        { path: "/home", element: <HomePage /> },
        { path: "/reports", element: <ReportsPage year={2025} /> },
      ]),
      "/home",
    );
    expect(await screen.findByTestId("home")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("link", { name: "Reports" }));
    expect(await screen.findByTestId("page-loader")).toBeInTheDocument();
    expect(screen.queryByTestId("home")).not.toBeInTheDocument();
    await act(async () => chunk.resolve(Reports));
    expect(await screen.findByTestId("reports")).toBeInTheDocument();
  });

  it("a chunk that fails to load gives a reload button inside the shell, not a blank page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    const ReportsPage = lazyPage<{ year: number }>(() => Promise.reject(chunkError()));
    await renderRoutes(
      consoleRoutes([{ path: "/reports", element: <ReportsPage year={2027} /> }]),
      "/reports",
    );
    const error = await screen.findByTestId("route-error");
    expect(error).toHaveAttribute("data-kind", "chunk");
    expect(error).toHaveTextContent("This page could not be loaded");
    expect(screen.getByTestId("shell")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Reload page" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("says it in Icelandic too, and other failures get their own words", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Broken = lazyPage(() =>
      Promise.resolve(() => {
        throw new Error("a screen that breaks");
      }),
    );
    await renderRoutes(consoleRoutes([{ path: "/broken", element: <Broken /> }]), "/broken", "IS");
    const error = await screen.findByTestId("route-error");
    expect(error).toHaveAttribute("data-kind", "failed");
    expect(error).toHaveTextContent("Eitthvað fór úrskeiðis");
    expect(screen.getByRole("button", { name: "Endurhlaða síðu" })).toBeInTheDocument();
  });

  it("outside the shell the error takes the page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const SignupPage = lazyPage(() => Promise.reject(chunkError()));
    await renderRoutes(
      [{ errorElement: <RouteErrorPage />, children: [{ path: "/signup", element: <SignupPage /> }] }],
      "/signup",
    );
    expect(await screen.findByTestId("route-error")).toHaveTextContent("This page could not be loaded");
  });

  it("preloads the chunks of the screens at an address, through the guards that wrap them", async () => {
    const loadHome = vi.fn(() => Promise.resolve(Home));
    const loadReports = vi.fn(() => Promise.resolve(Reports));
    const HomePage = lazyPage(loadHome);
    const ReportsPage = lazyPage(loadReports);
    const Guard = ({ children }: { children: React.ReactNode }) => <>{children}</>;
    const routes = consoleRoutes([
      { path: "/home", element: <HomePage /> },
      {
        path: "/reports",
        element: (
          <Guard>
            <ReportsPage year={2027} />
          </Guard>
        ),
      },
    ]);
    preloadScreens(routes, "/reports");
    expect(loadReports).toHaveBeenCalledTimes(1);
    expect(loadHome).not.toHaveBeenCalled();
    await renderRoutes(routes, "/reports");
    expect(await screen.findByTestId("reports")).toBeInTheDocument();
    expect(loadReports).toHaveBeenCalledTimes(1);
  });
});

describe("isChunkLoadError", () => {
  it("knows the browsers' words for a chunk that did not arrive", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /assets/a.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});
