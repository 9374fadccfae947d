import { useEffect, useRef, useState } from "react";
import type { PhotoBox } from "#domain/receipts/receipt-view-types";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";
import { hasReceiptPhoto, receiptPhoto } from "../lib/photo-memory";
import { stripGeometry } from "../lib/photo-strip-geometry";

interface PhotoStripProps {
  receiptId: string;
  box: PhotoBox | null;
  productName: string;
  className?: string;
}

function drawStrip(canvas: HTMLCanvasElement, img: HTMLImageElement, box: PhotoBox): boolean {
  const g = stripGeometry(box, img.naturalWidth, img.naturalHeight);
  const ctx = canvas.getContext("2d");
  if (!g || !ctx) return false;
  canvas.width = g.canvas.width;
  canvas.height = g.canvas.height;
  const sideways = g.quarterTurns % 2 === 1;
  // Drawn around the canvas centre, turned clockwise, so the line reads left to right whatever way it was shot.
  const w = sideways ? g.canvas.height : g.canvas.width;
  const h = sideways ? g.canvas.width : g.canvas.height;
  ctx.translate(g.canvas.width / 2, g.canvas.height / 2);
  ctx.rotate((g.quarterTurns * Math.PI) / 2);
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(img, g.source.x, g.source.y, g.source.width, g.source.height, -w / 2, -h / 2, w, h);
  return true;
}

/**
 * The item's line cut from the user's own photo, so what was read can be checked against what was printed. Nothing
 * shows when this tab does not hold the photo (after a reload, or a receipt read elsewhere) or the line has no box.
 */
export function PhotoStrip({ receiptId, box, productName, className }: PhotoStripProps) {
  const { t } = useI18n();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const held = !!box && hasReceiptPhoto(receiptId, box.photo);

  useEffect(() => {
    const photo = box && receiptPhoto(receiptId, box.photo);
    if (!photo) return;
    let current = true;
    photo
      .then((img) => {
        if (current && canvasRef.current) setDrawn(drawStrip(canvasRef.current, img, box));
      })
      // A photo that no longer decodes simply shows no strip.
      .catch(() => setDrawn(false));
    return () => {
      current = false;
    };
  }, [receiptId, box]);

  if (!held) return null;
  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={t("review.photoOfLine", { product: productName })}
      hidden={!drawn}
      className={cn(
        "block h-auto w-full rounded border border-slate-200 bg-white md:max-h-10 md:w-auto md:max-w-full",
        className,
      )}
    />
  );
}
