import { isValidElement, lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { PageLoader } from "../../components/page-loader";

type Pick<M> = (loaded: M) => ComponentType<never>;

/** A lazy screen's component; `preload` starts fetching its chunk before it is shown. */
export type LazyScreen<P> = ComponentType<P> & { preload: () => void };

/**
 * Screens whose code is one chunk, fetched the first time one of them is shown. Until it has
 * arrived the fallback (the page loader) stands where the screen goes, so inside the console the
 * shell and its navigation stay on screen. A chunk that cannot be fetched throws to the route's
 * error element.
 *
 * `screen(pick)` gives one of the chunk's screens. Each gets a Suspense boundary of its own (a
 * component of its own), so opening a screen whose chunk is still on its way shows the loader
 * rather than keeping the previous screen; the screens of a chunk share one lazy component, so
 * once the chunk is in, moving between them shows no loader.
 */
export function lazyScreens<M>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  const loadOnce = () => (loading ??= load());
  const Loaded = lazy(async () => {
    const loaded = await loadOnce();
    function LoadedScreen({ pick, props }: { pick: Pick<M>; props: object }) {
      const Screen = pick(loaded) as ComponentType<object>;
      return <Screen {...props} />;
    }
    return { default: LoadedScreen };
  });
  const preload = () => void loadOnce().catch(() => undefined);
  return function screen<P extends object>(
    pick: (loaded: M) => ComponentType<P>,
    fallback: ReactNode = <PageLoader />,
  ): LazyScreen<P> {
    function LazyScreen(props: P) {
      return (
        <Suspense fallback={fallback}>
          <Loaded pick={pick as Pick<M>} props={props} />
        </Suspense>
      );
    }
    return Object.assign(LazyScreen, { preload });
  };
}

/** One screen that is a chunk of its own (see lazyScreens). */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: ReactNode,
): LazyScreen<P> {
  return lazyScreens(load)((Screen) => Screen, fallback);
}

function preloadElement(node: ReactNode): void {
  if (!isValidElement(node)) return;
  (node.type as Partial<LazyScreen<unknown>>).preload?.();
  preloadElement((node.props as { children?: ReactNode }).children);
}

/**
 * Starts fetching the chunks of the lazy screens the routes show at `location` (a route's element,
 * or the element a guard wraps), so the page the console opens on loads beside the translations
 * rather than after them.
 */
export function preloadScreens(routes: RouteObject[], location: string): void {
  for (const match of matchRoutes(routes, location) ?? []) preloadElement(match.route.element);
}
