export const receiptQueryKey = (id: string) => [`/api/receipts/${id}`] as const;
/** Every list of receipts (waiting for review, saved): a read, a save or a discard changes them. */
export const receiptListsKey = ["/api/receipts"] as const;
export const receiptListQueryKey = (status: string, limit: number) => [...receiptListsKey, status, limit] as const;
