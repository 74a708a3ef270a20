import type { Db } from '../apps/server/src/db/types.ts';
import { createOrUpdateAdmin } from '../apps/server/src/features/admins/create-admin.ts';
import type { Cipher } from '../apps/server/src/security/crypto.ts';

/** The accounts the benchmarks sign in with (a bench database only: never a real site's). */
export const BENCH = {
  allCompanies: 'bench.all',
  oneCompany: 'bench.one',
  adminPassword: process.env.BENCH_ADMIN_PASSWORD ?? 'Bench#Pass2026',
  reporterPassword: process.env.BENCH_REPORTER_PASSWORD ?? 'bench123!',
} as const;

/**
 * Two admins: one in the demo's holding audit team (all companies) and one in a single company's team; made once,
 * kept on later runs.
 */
export async function setUpBenchAccounts(db: Db, cipher: Cipher): Promise<void> {
  const groups = await db.selectFrom('user_groups').select(['name']).orderBy('id').execute();
  const holding = groups.find((g) => g.name === '지주 감사팀')?.name;
  const single = groups.find((g) => g.name.includes('전자'))?.name ?? groups.at(-1)?.name;
  if (!holding || !single) throw new Error('the demo groups are missing: seed with SEED_DEMO_DATA=true');
  for (const [loginId, name, group] of [
    [BENCH.allCompanies, '벤치 전체', holding],
    [BENCH.oneCompany, '벤치 단일', single],
  ] as const) {
    await createOrUpdateAdmin(
      db,
      {
        loginId,
        name,
        email: null,
        group: { name: group },
        password: BENCH.adminPassword,
      },
      cipher,
    );
  }
}
