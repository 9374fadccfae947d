/** What an uploaded or mailed file is, from its bytes alone (decision 014: the name and the stated type are not trusted). */
export type DocumentKind = "pdf" | "email" | "html";

const HEADER_NAMES = new Set(["from", "to", "subject", "date", "received", "return-path", "delivered-to", "message-id", "mime-version", "content-type", "x-mailer", "reply-to"]);
const HTML_START = /^(?:<!doctype html|<html|<head|<body|<table|<div|<meta|<!--)/i;

export function sniffDocument(bytes: Buffer): DocumentKind | null {
  const head = bytes.subarray(0, 4096).toString("latin1");
  // PDF allows the header anywhere in the first 1024 bytes.
  if (head.slice(0, 1024).includes("%PDF-")) return "pdf";
  const text = head.replace(/^\uFEFF|^\xEF\xBB\xBF/, "").trimStart();
  if (HTML_START.test(text)) return "html";
  // A message starts with its header fields; two known ones before the first blank line make it one.
  const fields = text.split(/\r?\n\r?\n/, 1)[0]!.split(/\r?\n/).map((line) => /^([A-Za-z-]{2,40}):/.exec(line)?.[1]?.toLowerCase());
  if (fields[0] !== undefined && fields.filter((name) => name !== undefined && HEADER_NAMES.has(name)).length >= 2) return "email";
  return null;
}
