/** What the server acknowledged (a 2xx with its whole body) about one receipt; nothing is recorded on a maybe. */
export interface AckedReceipt {
  id: string;
  itemIds: string[];
  edit?: { itemId: string; productName: string };
  logsCreated?: number;
}

export interface Burst {
  /** Acknowledged receipts by id; shared across bursts so later checks cover every earlier one. */
  receipts: Map<string, AckedReceipt>;
  /** Acknowledged writes since this burst began. */
  acks(): number;
  /** Answers no write should get from a healthy server, e.g. a 500. */
  unexpected: string[];
  /** Settles when every worker has stopped, which they do when the server goes away. */
  done: Promise<void>;
}

/**
 * Workers that each upload a receipt, rename a line and confirm it twice at once, over and over, until a request
 * fails for want of a server (or `maxReceipts` are started, so a kill that never comes cannot make it run forever).
 */
export function startBurst(
  baseUrl: string,
  cookie: string,
  image: string,
  receipts: Map<string, AckedReceipt>,
  { workers = 6, maxReceipts = 300 } = {},
): Burst {
  let acks = 0;
  let started = 0;
  const unexpected: string[] = [];
  const call = async <T>(method: string, path: string, body: object, expected: number): Promise<T | null> => {
    const res = await fetch(baseUrl + path, { method, headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
    const text = await res.text();
    if (res.status !== expected) {
      unexpected.push(`${method} ${path}: ${res.status} ${text}`);
      return null;
    }
    acks++;
    return JSON.parse(text) as T;
  };
  // Every receipt of a burst is the same reading, each one its own purchase: saved anyway.
  const confirm = (id: string) => call<{ logsCreated: number }>("POST", `/api/receipts/${id}/confirm`, { saveAnyway: true }, 200);

  const worker = async () => {
    while (started++ < maxReceipts) {
      const uploaded = await call<{ id: string; items: { id: string }[] }>("POST", "/api/receipts", { base64Image: image }, 201);
      if (!uploaded) continue;
      const receipt: AckedReceipt = { id: uploaded.id, itemIds: uploaded.items.map((i) => i.id) };
      receipts.set(receipt.id, receipt);
      // One name for every receipt: a random suffix in a product name changes what the matcher proposes, and a line
      // left without a comparable cannot be confirmed. The line's id tells the edits apart.
      const edit = { itemId: receipt.itemIds[0]!, productName: "GF White Bread Loaf" };
      if (!(await call("PUT", `/api/receipt-items/${edit.itemId}/details`, { productName: edit.productName, price: 7.49 }, 200))) continue;
      receipt.edit = edit;
      // Two at once, as a double click sends them: both must answer with the one confirmation's count.
      const settled = await Promise.allSettled([confirm(receipt.id), confirm(receipt.id)]);
      for (const s of settled) if (s.status === "fulfilled" && s.value) receipt.logsCreated = s.value.logsCreated;
      const failed = settled.find((s) => s.status === "rejected");
      if (failed) throw failed.reason;
    }
  };
  const done = Promise.all(Array.from({ length: workers }, () => worker().catch(() => undefined))).then(() => undefined);
  return { receipts, acks: () => acks, unexpected, done };
}
