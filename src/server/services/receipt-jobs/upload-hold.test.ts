import { afterEach, describe, expect, it } from "vitest";
import { fetchHeldUpload } from "./fetch-held-upload";
import { startUploadHold, type UploadHold } from "./upload-hold";

describe("an upload held for its job", () => {
  let hold: UploadHold | undefined;
  afterEach(async () => hold?.close());

  it("is given to its own token only, as often as asked, until it is dropped", async () => {
    hold = await startUploadHold({ host: "127.0.0.1", port: 0 });
    const upload = { photos: ["data:image/jpeg;base64,AAAA"] };
    const held = hold.hold("job-1", upload);
    const other = hold.hold("job-2", { document: "JVBERi0=" });
    expect(await fetchHeldUpload(held.url, held.token)).toEqual(upload);
    expect(await fetchHeldUpload(held.url, held.token)).toEqual(upload);
    expect(await fetchHeldUpload(held.url, other.token)).toBeNull();
    expect(await fetchHeldUpload(held.url, `${held.token.slice(0, -1)}x`)).toBeNull();
    hold.drop("job-1");
    expect(await fetchHeldUpload(held.url, held.token)).toBeNull();
    expect(await fetchHeldUpload(other.url, other.token)).toEqual({ document: "JVBERi0=" });
  });

  it("is gone with the process that held it", async () => {
    hold = await startUploadHold({ host: "127.0.0.1", port: 0 });
    const held = hold.hold("job-1", { photos: ["AAAA"] });
    await hold.close();
    hold = undefined;
    expect(await fetchHeldUpload(held.url, held.token)).toBeNull();
  });

  it("is fetched at the address the workers are told", async () => {
    hold = await startUploadHold({ host: "127.0.0.1", port: 0, url: "http://app1:3001/" });
    expect(hold.hold("job-1", { photos: ["AAAA"] }).url).toBe("http://app1:3001/uploads/job-1");
  });
});
