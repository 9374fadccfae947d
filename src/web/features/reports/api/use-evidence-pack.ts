import { useMutation } from "@tanstack/react-query";
import { buildEvidencePack } from "./build-evidence-pack";

export function useEvidencePack(userId: string) {
  return useMutation({ mutationFn: (year: number) => buildEvidencePack(userId, year, new Date()) });
}
