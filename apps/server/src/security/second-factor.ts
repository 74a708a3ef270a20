import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The name authenticator apps show beside the admin's login id. */
const ISSUER = '사이버감사실';
/** A code of the previous or the next 30-second step is still accepted (clocks drift). */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/** The otpauth URI and its QR code (an SVG data URL drawn here: no outside service ever sees the secret). */
export async function enrollmentOf(loginId: string, secret: string) {
  const otpauthUri = generateURI({ issuer: ISSUER, label: loginId, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Checks a 6-digit code at `now`; answers the time step it matched, or null. A step at or before `lastStep` is
 * refused, so a code seen over a shoulder or in a log cannot be used again.
 */
export async function matchTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

// Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L).
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten one-time recovery codes, XXXXX-XXXXX (about 49 bits each), shown once and stored only as hashes. */
export function newRecoveryCodes(): string[] {
  const code = () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const c = code();
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
}

/** A recovery code as typed (any case, with or without the hyphen) in the form it was hashed in. */
export const normalizeRecoveryCode = (typed: string) => {
  const c = typed.replace(/-/g, '').toUpperCase();
  return `${c.slice(0, 5)}-${c.slice(5)}`;
};
