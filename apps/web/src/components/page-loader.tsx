/**
 * PageLoader: the loader shown while a page's data, or a screen's code, is on its way. `h` is
 * the room it takes (less inside a modal).
 */
import { Center, Loader } from "@mantine/core";

export function PageLoader({ h = "60vh" }: { h?: string | number }) {
  return (
    <Center h={h} data-testid="page-loader">
      <Loader />
    </Center>
  );
}
