import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { keepsPhotos, setKeepsPhotos, subscribeToKeepsPhotos } from "../lib/keep-photos-setting";
import { countKeptReceipts, forgetAllPhotosOf } from "./kept-photos";

const keptCountKey = (userId: string) => ["device-photos", userId] as const;

/** The device's setting, and a way to change it (kept in this browser, see lib/keep-photos-setting.ts). */
export function useKeepPhotosSetting(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribeToKeepsPhotos, keepsPhotos, () => false), setKeepsPhotos];
}

/** How many receipts of this account have photos on this device. */
export function useKeptReceiptCount(userId: string) {
  return useQuery({ queryKey: keptCountKey(userId), queryFn: () => countKeptReceipts(userId), staleTime: 0 });
}

export function useForgetAllPhotos(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => forgetAllPhotosOf(userId),
    // Local storage answers whether the network is there or not.
    networkMode: "always",
    onSettled: () => queryClient.invalidateQueries({ queryKey: keptCountKey(userId) }),
  });
}
