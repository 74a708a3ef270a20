import exifr from 'exifr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GPS,
  gifWithMetadata,
  heifWithMetadata,
  jpegWithMetadata,
  pngWithMetadata,
  SECRETS,
} from '../../../test-support/sample-files.ts';
import { cleanFile } from './clean-file.ts';

// Photos with GPS, camera data and XMP: every secret is gone from the cleaned copy (read back with exifr, and
// searched for as bytes), the picture is the same (pixels decoded by libvips equal) and a sideways photo still
// says how to show it upright.

const secretsIn = (data: Buffer) => Object.values(SECRETS).filter((s) => data.includes(s, 0, 'latin1'));
const decoded = (data: Buffer) => sharp(data, { animated: true }).raw().toBuffer({ resolveWithObject: true });

describe('cleaning photos', () => {
  const samples: Record<string, Buffer> = {};
  beforeAll(async () => {
    samples.jpeg = await jpegWithMetadata();
    samples.png = await pngWithMetadata();
    samples.gif = await gifWithMetadata();
    samples.heif = await heifWithMetadata();
  });

  it('removes GPS, camera, XMP, comments and trailers from a JPEG, keeping its scan data and orientation', async () => {
    const original = samples.jpeg as Buffer;
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(GPS.latitude, 3) });
    expect(secretsIn(original)).toEqual(
      expect.arrayContaining([SECRETS.make, SECRETS.comment, SECRETS.trailer]),
    );

    const cleaned = await cleanFile('image/jpeg', original);
    expect(secretsIn(cleaned)).toEqual([]);
    expect(await exifr.gps(cleaned)).toBeUndefined();
    const left = await exifr.parse(cleaned, { tiff: true, xmp: true, iptc: true, icc: false, jfif: false });
    expect(left).toEqual({ Orientation: 'Rotate 90 CW' });
    expect(await exifr.orientation(cleaned)).toBe(6);
    // The compressed picture itself, from its first scan to its end, is byte for byte the same.
    const scan = (b: Buffer) =>
      b.subarray(b.indexOf(Buffer.from([0xff, 0xda])), b.lastIndexOf(Buffer.from([0xff, 0xd9])) + 2);
    expect(scan(cleaned).equals(scan(original))).toBe(true);
    const [before, after] = await Promise.all([decoded(original), decoded(cleaned)]);
    expect(after.info).toMatchObject({ width: 64, height: 48 });
    expect(after.data.equals(before.data)).toBe(true);
  });

  it('leaves no Exif at all in an upright photo', async () => {
    const upright = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abc' } })
      .withExif({ IFD0: { Make: SECRETS.make } })
      .jpeg()
      .toBuffer();
    expect(await exifr.parse(upright)).toMatchObject({
      Make: SECRETS.make,
      Orientation: 'Horizontal (normal)',
    });
    const cleaned = await cleanFile('image/jpeg', upright);
    expect(await exifr.parse(cleaned, { tiff: true, xmp: true, jfif: false })).toBeUndefined();
  });

  it('removes eXIf, XMP, text and time chunks from a PNG, keeping its image data and orientation', async () => {
    const original = samples.png as Buffer;
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(GPS.latitude, 3) });
    const cleaned = await cleanFile('image/png', original);
    expect(secretsIn(cleaned)).toEqual([]);
    expect(cleaned.includes('tIME', 0, 'latin1')).toBe(false);
    expect(await exifr.gps(cleaned)).toBeUndefined();
    expect(await exifr.orientation(cleaned)).toBe(6);
    const [before, after] = await Promise.all([decoded(original), decoded(cleaned)]);
    expect(after.data.equals(before.data)).toBe(true);
  });

  it('removes comments and XMP from an animated GIF, keeping its frames and looping', async () => {
    const original = samples.gif as Buffer;
    expect(secretsIn(original)).toEqual(expect.arrayContaining([SECRETS.comment, SECRETS.xmpCreator]));
    const cleaned = await cleanFile('image/gif', original);
    expect(secretsIn(cleaned)).toEqual([]);
    const meta = await sharp(cleaned).metadata();
    expect(meta).toMatchObject({ pages: 2, loop: 0, delay: [100, 100] });
    const [before, after] = await Promise.all([decoded(original), decoded(cleaned)]);
    expect(after.data.equals(before.data)).toBe(true);
  });

  it('empties the Exif and XMP items of a HEIF photo in place, keeping the image', async () => {
    const original = samples.heif as Buffer;
    const exifOf = async (b: Buffer) => {
      const exif = (await sharp(b).metadata()).exif;
      // libheif answers the item's TIFF structure after "Exif\0\0"; exifr reads it as a TIFF file.
      return exif
        ? exifr.parse(exif.subarray(exif.indexOf('II*') >= 0 ? exif.indexOf('II*') : 6), true)
        : undefined;
    };
    expect(await exifOf(original)).toMatchObject({
      Make: SECRETS.make,
      latitude: expect.closeTo(GPS.latitude, 3),
    });
    expect(secretsIn(original)).toEqual(expect.arrayContaining([SECRETS.make, SECRETS.xmpCreator]));

    const cleaned = await cleanFile('image/heif', original);
    expect(cleaned.length).toBe(original.length);
    expect(secretsIn(cleaned)).toEqual([]);
    expect(await exifOf(cleaned).catch(() => undefined)).toBeFalsy();
    const [before, after] = await Promise.all([decoded(original), decoded(cleaned)]);
    expect(after.info).toMatchObject({ width: 64, height: 48 });
    expect(after.data.equals(before.data)).toBe(true);
  });
});
