import fs from 'node:fs';

/**
 * The upload spools this process holds open in `dir` (upload-spool.ts: temporary files without a name), from its
 * open descriptors (Linux: /proc/self/fd, "… (deleted)"); none where the system shows no descriptors.
 */
export const openSpools = (dir: string): string[] =>
  fs.existsSync('/proc/self/fd')
    ? fs
        .readdirSync('/proc/self/fd')
        .map((fd) => {
          try {
            return fs.readlinkSync(`/proc/self/fd/${fd}`);
          } catch {
            return '';
          }
        })
        .filter((target) => target.startsWith(`${dir}/upload-`))
    : [];
