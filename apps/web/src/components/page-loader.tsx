/** PageLoader: the loader shown while a page's data is on its way. */
import { Center, Loader } from "@mantine/core";

export function PageLoader() {
  return (
    <Center h="60vh" data-testid="page-loader">
      <Loader />
    </Center>
  );
}
