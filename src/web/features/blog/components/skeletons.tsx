import { cn } from "../../../lib/cn";

export function SkeletonBlock({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200", className)} />;
}

export function BlogCardSkeleton() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6" data-testid="blog-skeleton">
      <SkeletonBlock className="h-4 w-32" />
      <SkeletonBlock className="mt-3 h-6 w-3/4" />
      <SkeletonBlock className="mt-4 h-4 w-full" />
      <SkeletonBlock className="mt-2 h-4 w-5/6" />
      <SkeletonBlock className="mt-5 h-5 w-28" />
    </div>
  );
}

export function ArticleSkeleton() {
  return (
    <div data-testid="article-skeleton">
      <SkeletonBlock className="h-9 w-4/5" />
      <SkeletonBlock className="mt-4 h-4 w-40" />
      <div className="mt-10 space-y-3">
        {Array.from({ length: 8 }, (_, i) => (
          <SkeletonBlock key={i} className={i % 3 === 2 ? "h-4 w-2/3" : "h-4 w-full"} />
        ))}
      </div>
    </div>
  );
}
