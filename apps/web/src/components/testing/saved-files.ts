import { onTestFinished, vi } from "vitest";

export interface SavedFile {
  fileName: string;
  content: string;
}

/**
 * Records the files a test's page saves through an object URL and a download link, instead of
 * the test DOM following the link. Call it in the test or its beforeEach; it puts everything back
 * when the test finishes.
 */
export function recordSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const files = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (file: Blob) => {
    const address = `blob:http://localhost/${files.size + 1}`;
    files.set(address, file);
    return address;
  };
  URL.revokeObjectURL = () => undefined;
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const file = files.get(this.href);
    if (file) void file.text().then((content) => saved.push({ fileName: this.download, content }));
  });
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  });
  return saved;
}
