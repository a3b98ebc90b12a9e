import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { apiPaths } from "@shared/api-paths";
import { meQueryOptions } from "../../shell/api/me";

/** Admins download the departure's manifest: each traveller with their details and document number (the download is audited). */
export function ManifestLink({ departureId }: { departureId: number }) {
  const me = useQuery(meQueryOptions());
  if (me.data?.role !== "admin") return null;
  return (
    <a href={apiPaths.departureManifest.href(departureId)} download className="inline-flex items-center gap-1 text-sm font-semibold text-teal underline underline-offset-4">
      <Download className="h-4 w-4" aria-hidden="true" />
      Manifest (CSV)
    </a>
  );
}
