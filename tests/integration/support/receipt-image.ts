import sharp from "sharp";

/** A blank "photo" the upload route decodes like a real one; each seed gives another size, so another hash. */
export async function receiptImage(seed = 0): Promise<string> {
  const png = await sharp({ create: { width: 400 + seed, height: 900, channels: 3, background: "#fdfdfd" } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}
