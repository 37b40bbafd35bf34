/**
 * Hands a downloaded or generated file to the browser's download under `fileName`. The object URL
 * is kept a minute: the click passes it to the download, which a slow browser may start late.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
