// The build (tsc) emits only JavaScript: the files the server reads at run time beside its code (the mail
// templates) are copied into dist/ here, at the same place relative to the code that reads them.
import { cpSync } from 'node:fs';

const ASSET_DIRS = ['features/mail/templates'];

for (const dir of ASSET_DIRS) {
  cpSync(new URL(`../src/${dir}`, import.meta.url), new URL(`../dist/${dir}`, import.meta.url), {
    recursive: true,
  });
}
