import { useMutation } from "@tanstack/react-query";
import { downloadMyData } from "./download-my-data";

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
