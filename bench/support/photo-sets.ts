import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TruthItem } from "./score-receipt";

/** A truth file (docs/receipt-truth-format.md), with the bench's own split where the set has one. */
export interface PhotoTruth {
  id: string;
  image: string;
  complete: boolean;
  country?: string;
  date: string | null;
  subtotal: number | null;
  total: number | null;
  items: TruthItem[];
  split?: "tune" | "heldout";
}

export interface PhotoCase {
  set: string;
  /** The folder the truth came from; several folders can make up one set. */
  folder: string;
  truth: PhotoTruth;
  imagePath: string;
  /** False for the upstream's rotated copies of a receipt already in the set (`*_tilt3`…). */
  distinct: boolean;
}

interface SetPlace {
  name: string;
  truths: string;
  photos: string;
  fetch: string | null;
}

// Truth is in git; photos whose licence does not let them be committed are rebuilt by each set's fetch-photos.sh.
const SETS: SetPlace[] = [
  { name: "development", truths: "tests/fixtures/receipt-photos", photos: "tests/fixtures/receipt-photos", fetch: null },
  { name: "us-more", truths: "bench/receipt-sets/us-more", photos: ".receipt-photos/us-more", fetch: "bench/receipt-sets/us-more/fetch-photos.sh" },
  { name: "gathered", truths: "bench/receipt-sets/gathered", photos: ".receipt-photos/gathered", fetch: "bench/receipt-sets/gathered/fetch-photos.sh" },
  {
    name: "gathered",
    truths: "bench/receipt-sets/gathered-more",
    photos: ".receipt-photos/gathered-more",
    fetch: "bench/receipt-sets/gathered-more/fetch-photos.sh",
  },
  // Gathered after every other set and never tuned on: every receipt in it is held out.
  { name: "fresh", truths: "bench/receipt-sets/fresh", photos: ".receipt-photos/fresh", fetch: "bench/receipt-sets/fresh/fetch-photos.sh" },
];

/** Every receipt photo with complete truth whose photo is on this machine, and a note for each set that is not. */
export function loadPhotoSets(): { cases: PhotoCase[]; missing: string[] } {
  const cases: PhotoCase[] = [];
  const missing: string[] = [];
  for (const place of SETS) {
    const truths = readdirSync(place.truths)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(place.truths, f), "utf8")) as PhotoTruth)
      .filter((t) => t.complete !== false);
    const present = truths.filter((t) => existsSync(join(place.photos, t.image)));
    if (present.length < truths.length) {
      missing.push(`${place.truths}: ${truths.length - present.length} of ${truths.length} photos not in ${place.photos} (${place.fetch ?? "in git"})`);
    }
    for (const truth of present) {
      cases.push({ set: place.name, folder: place.truths, truth, imagePath: join(place.photos, truth.image), distinct: !/_tilt\d+$/.test(truth.id) });
    }
  }
  return { cases, missing };
}
