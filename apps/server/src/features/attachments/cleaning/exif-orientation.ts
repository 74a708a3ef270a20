// The one Exif value a cleaned photo keeps: its orientation, so that a photo taken sideways still shows upright
// without its pixels being turned and encoded again. Read from and written as a TIFF structure (what an Exif block
// holds after its "Exif\0\0" name).

const ORIENTATION = 0x0112;
const SHORT = 3;

/** The Orientation (1-8) of a TIFF structure's first directory, or undefined when it has none or cannot be read. */
export function tiffOrientation(tiff: Buffer): number | undefined {
  if (tiff.length < 8) return undefined;
  const order = tiff.toString('latin1', 0, 2);
  const le = order === 'II';
  if (!le && order !== 'MM') return undefined;
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;
  const dir = u32(4);
  if (dir + 2 > tiff.length) return undefined;
  const count = u16(dir);
  for (let i = 0; i < count; i++) {
    const at = dir + 2 + i * 12;
    if (at + 12 > tiff.length) return undefined;
    if (u16(at) === ORIENTATION && u16(at + 2) === SHORT) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** A TIFF structure whose only entry is the Orientation. */
export function orientationOnlyTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(ORIENTATION, 10);
  tiff.writeUInt16BE(SHORT, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  // Bytes 20-21 pad the value; 22-25: no next directory.
  return tiff;
}

/** Whether a photo with this orientation needs it kept to show upright (1 is upright already). */
export const needsOrientation = (orientation: number | undefined): orientation is number =>
  orientation !== undefined && orientation !== 1;
