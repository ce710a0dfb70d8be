import { Center, Loader } from "@mantine/core";

export function PageLoader() {
  return (
    <Center h="60vh" data-testid="page-loader">
      <Loader />
    </Center>
  );
}
