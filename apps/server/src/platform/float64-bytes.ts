/**
 * Float64 columns as stored bytes, in little-endian order whatever the machine (stored blobs may move
 * between machines). On a little-endian machine, which is nearly every one, the bytes are copied as they
 * are; elsewhere each value is swapped through a DataView.
 */
const LITTLE_ENDIAN = new Uint8Array(new Float64Array([1]).buffer)[7] === 0x3f;

/** Writes `values` into `out` from byte `at`. */
export function writeFloat64s(out: Uint8Array, at: number, values: Float64Array): void {
  if (LITTLE_ENDIAN) {
    out.set(new Uint8Array(values.buffer, values.byteOffset, values.byteLength), at);
    return;
  }
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  for (let i = 0; i < values.length; i++) view.setFloat64(at + i * 8, values[i], true);
}

/**
 * Reads `into.length` values from `bytes` at byte `at` into `into`, byte for byte: the driver's buffer may
 * not start on an 8-byte boundary, so no view on it is taken.
 */
export function readFloat64s(bytes: Uint8Array, at: number, into: Float64Array): void {
  if (LITTLE_ENDIAN) {
    new Uint8Array(into.buffer, into.byteOffset, into.byteLength).set(
      bytes.subarray(at, at + into.byteLength),
    );
    return;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < into.length; i++) into[i] = view.getFloat64(at + i * 8, true);
}
