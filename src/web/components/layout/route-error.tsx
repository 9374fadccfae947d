import { useRouteError } from "react-router";
import { Button } from "../ui/button";

/** Shown in place of a page that failed to render or whose code could not be loaded (say, after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">This page could not be shown. Reloading usually fixes it.</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </div>
  );
}
