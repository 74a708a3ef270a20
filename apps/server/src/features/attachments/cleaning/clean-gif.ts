// A GIF's hidden metadata is in its comment extensions and in application extensions (XMP, and whatever a program
// chose to store). The cleaned copy drops those and copies the rest block for block: the screen and image
// descriptors, colour tables, the compressed image data, graphic controls (frame timing, transparency) and plain
// text. Kept application extensions: the looping ones (NETSCAPE2.0, ANIMEXTS1.0) and the ICC colour profile.
// Anything after the trailer is dropped.

const KEPT_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0', 'ICCRGBG1012']);
const GRAPHIC_CONTROL = 0xf9;
const PLAIN_TEXT = 0x01;
const APPLICATION = 0xff;

/** The end of a run of data sub-blocks starting at `at` (after its terminating empty block). */
function endOfSubBlocks(data: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const size = data[at];
    if (size === undefined) throw new Error('GIF cut off');
    at += 1 + size;
    if (size === 0) return at;
  }
}

const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** The cleaned copy of a GIF (see above). Throws when the file is not a whole, readable GIF. */
export function cleanGif(data: Buffer): Buffer {
  const version = data.toString('latin1', 0, 6);
  if (version !== 'GIF87a' && version !== 'GIF89a') throw new Error('not a GIF');
  const screen = 13 + colourTableBytes(data[10] ?? 0);
  if (screen > data.length) throw new Error('GIF cut off');
  const kept: Buffer[] = [data.subarray(0, screen)];
  let images = 0;
  let at = screen;
  for (;;) {
    const introducer = data[at];
    if (introducer === 0x3b) break;
    if (introducer === 0x2c) {
      const packed = data[at + 9];
      if (packed === undefined) throw new Error('GIF cut off');
      // Descriptor, local colour table, the LZW code size, then the image data's sub-blocks.
      const end = endOfSubBlocks(data, at + 10 + colourTableBytes(packed) + 1);
      kept.push(data.subarray(at, end));
      images++;
      at = end;
    } else if (introducer === 0x21) {
      const label = data[at + 1];
      const end = endOfSubBlocks(data, at + 2);
      if (end > data.length) throw new Error('GIF cut off');
      const application =
        label === APPLICATION && data[at + 2] === 11 ? data.toString('latin1', at + 3, at + 14) : null;
      if (
        label === GRAPHIC_CONTROL ||
        label === PLAIN_TEXT ||
        (application !== null && KEPT_APPLICATIONS.has(application))
      )
        kept.push(data.subarray(at, end));
      at = end;
    } else {
      throw new Error('GIF block expected');
    }
    if (at > data.length) throw new Error('GIF cut off');
  }
  if (images === 0) throw new Error('GIF without an image');
  kept.push(Buffer.from([0x3b]));
  return Buffer.concat(kept);
}
