import { lazy, Suspense, useRef, useState } from "react";
import { Menu } from "lucide-react";
import { Button } from "../ui/button";
import { useI18n } from "../../lib/i18n";

const loadDrawer = () => import("./mobile-nav-drawer");
const MobileNavDrawer = lazy(loadDrawer);

/**
 * Where the bar is too narrow for them (`className` hides the button where it is wide enough, bar-breakpoints.ts), the
 * top bar's links move into a drawer that slides in from the right. Its dialog code loads when the menu button is
 * first pointed at or pressed, which keeps the landing page's first load within budget.
 */
export function MobileNav({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { t } = useI18n();

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className={className}
        aria-label={t("layout.menuOpen")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
