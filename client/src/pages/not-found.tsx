import { Link } from "wouter";
import { PATHS } from "@shared/routes";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";

export default function NotFoundPage() {
  return (
    <>
      <PageHeader
        title="Page Not Found"
        intro="This path leads nowhere yet. The page may have moved, or the address may have a typo, but every journey can start again from here."
        art="/art/forest-path.svg"
      >
        <Button asChild>
          <Link href="/">Back to home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={PATHS.retreats}>Browse retreats</Link>
        </Button>
      </PageHeader>
      <div className="container py-10">
        <p className="mx-auto max-w-3xl text-sm text-ink-muted">
          Developer hint: did you forget to add this page to the router? Pages are listed in{" "}
          <code className="rounded bg-sand px-1.5 py-0.5 font-mono text-ink">shared/routes.ts</code>.
        </p>
      </div>
    </>
  );
}
