import { Button, type ButtonProps } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorCodes } from "@stund/shared/contracts/problem";
import { ApiError } from "../lib/http/api-error";
import { downloadFile } from "../lib/http/download-file";
import { toastError } from "./toasts/toast-store";

export interface DownloadButtonProps extends Omit<ButtonProps, "loading"> {
  /** The file's API address; the button is disabled without one. */
  url: string | undefined;
  children: ReactNode;
  "data-testid"?: string;
}

/** Whether the shell already answered the problem: the sign-in is gone, or the warning is open. */
const answeredByShell = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.errorCode === errorCodes.featureAccessDenied);

/**
 * The console's one download control: fetches the file and saves it, busy meanwhile. A refusal
 * for the plan opens the subscription warning; any other failure shows an error toast.
 */
export function DownloadButton({ url, children, disabled, leftSection, ...props }: DownloadButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async (address: string) => {
    setBusy(true);
    try {
      await downloadFile(address);
    } catch (error) {
      if (!answeredByShell(error)) {
        const title = error instanceof ApiError ? error.problem.title : "";
        toastError(`download:${address}`, title || t("download.failed"));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      {...props}
      leftSection={leftSection ?? <IconDownload size={16} />}
      disabled={disabled || !url}
      loading={busy}
      onClick={() => {
        if (url) void download(url);
      }}
    >
      {children}
    </Button>
  );
}
