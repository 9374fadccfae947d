export const receiptQueryKey = (id: string) => [`/api/receipts/${id}`] as const;
export const gfReceiptsQueryKey = ["/api/tax-report/gf-receipts"] as const;
