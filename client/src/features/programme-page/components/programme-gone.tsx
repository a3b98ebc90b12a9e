import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import type { CatalogueLink } from "../programme-view";

/** An archived programme's page (410): it is no longer offered, and its catalogue is one link away. */
export function ProgrammeGone({ title, catalogue }: { title: string; catalogue: CatalogueLink }) {
  return (
    <PageHeader
      title={`${title} is no longer offered`}
      intro={`We no longer run ${title}. You'll find the journeys we offer now in ${catalogue.label}, and we're glad to help you choose.`}
      art="/art/forest-path.svg"
    >
      <Button asChild>
        <a href={catalogue.path}>See {catalogue.label}</a>
      </Button>
    </PageHeader>
  );
}
