/**
 * Downloads (docs/product.md §5.5): the file is fetched rather than followed as a link, so a refusal is
 * seen before anything is saved. FeatureAccessDenied opens the subscription warning with the
 * returned title; a file is saved under the name its answer gives, or export.csv.
 */
import { exportFileName } from "@stund/shared/contracts/downloads";
import { ApiError } from "./api-error";
import { reportProblem } from "./api-events";
import { acceptLanguage, readProblem } from "./client";

/** The browser reads the file after the click returns; freeing its address at once can cancel the save. */
const releaseAfterMs = 40_000;

/** The file name a Content-Disposition header gives, preferring the RFC 6266 filename* form. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i.exec(disposition);
    name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]?.trim();
  }
  // Only the last segment: a name is never a path.
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}

function saveFile(file: Blob, fileName: string): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = address;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), releaseAfterMs);
}

/**
 * Fetches a file with the session cookie and saves it. A problem answer rejects with an ApiError
 * after the shell has been told (a lost session, or the subscription warning).
 */
export async function downloadFile(url: string): Promise<void> {
  // In the console's language, so the warning's title reads as the rest of the screen.
  const response = await fetch(url, {
    credentials: "include",
    headers: { "accept-language": acceptLanguage() },
  });
  if (!response.ok) {
    const problem = await readProblem(response);
    reportProblem(response.status, problem, true);
    throw new ApiError(response.status, problem);
  }
  saveFile(await response.blob(), fileNameOf(response.headers.get("content-disposition")) ?? exportFileName);
}
