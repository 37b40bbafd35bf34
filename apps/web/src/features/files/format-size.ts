const UNITS = [
  ['megabyte', 1024 * 1024],
  ['kilobyte', 1024],
] as const;

/** A file size in the reader's language: "2.5 MB", "12 kB", "800 byte". */
export function formatSize(bytes: number, language: string): string {
  for (const [unit, size] of UNITS)
    if (bytes >= size)
      return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
        bytes / size,
      );
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
}
