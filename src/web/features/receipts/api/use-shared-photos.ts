import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { takeSharedPhotos } from "./shared-photo-inbox";
import { MAX_PHOTOS } from "./use-upload-flow";

interface PhotoTaker {
  chooseFile: (file: File | undefined) => Promise<void>;
  addPhoto: (file: File | undefined) => Promise<void>;
}

/**
 * On `/upload-receipt?shared=1` (where the service worker sends a share), takes the shared photos out of the inbox into
 * the upload flow, as if the user had picked them, and drops the flag from the address so a reload does not ask again.
 */
export function useSharedPhotos(flow: PhotoTaker) {
  const [params, setParams] = useSearchParams();
  const shared = params.get("shared") === "1";
  const taken = useRef(false);
  useEffect(() => {
    if (!shared || taken.current) return;
    taken.current = true;
    setParams({}, { replace: true });
    void (async () => {
      const [first, ...rest] = (await takeSharedPhotos(Date.now())).slice(0, MAX_PHOTOS);
      if (!first) return;
      await flow.chooseFile(first);
      for (const photo of rest) await flow.addPhoto(photo);
    })();
  }, [shared, flow, setParams]);
}
