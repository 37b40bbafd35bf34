import zlib from 'node:zlib';

/**
 * The image shared links show for a page without a cover: the brand's colour at the size Open Graph
 * and Twitter cards ask for (1200 x 630), a PNG made once in memory (the web app ships no such file).
 */
const WIDTH = 1200;
const HEIGHT = 630;
/** The brand's green (the web app's theme colour, #00A76F). */
const COLOUR = [0x00, 0xa7, 0x6f] as const;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function makeImage(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  // 8 bits per channel, truecolour, default compression, filter and no interlace
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + WIDTH * 3);
  for (let x = 0; x < WIDTH; x++) row.set(COLOUR, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: HEIGHT }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let image: Buffer | undefined;

/** The default site image's bytes, made on first use. */
export const siteImage = (): Buffer => {
  image ??= makeImage();
  return image;
};
