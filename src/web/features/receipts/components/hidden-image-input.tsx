import type { RefObject } from "react";

interface HiddenImageInputProps {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  capture?: "environment";
  /** What the picker offers; photos unless said. */
  accept?: string;
  onFile: (file: File | undefined) => void;
}

/** A file input the buttons open; cleared after each pick so choosing the same file again still reports it. */
export function HiddenImageInput({ inputRef, label, capture, accept = "image/*", onFile }: HiddenImageInputProps) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      capture={capture}
      aria-label={label}
      className="sr-only"
      tabIndex={-1}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => {
        onFile(e.target.files?.[0]);
        e.target.value = "";
      }}
    />
  );
}
