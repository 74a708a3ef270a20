import { adminApi, sysadminApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { listCompaniesIn, scopeCompanyIds } from '../../data/companies.repository.ts';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { companyChoices, companyMapList, createCompanyMap, editCompanyMap } from './company-maps.ts';

const COMPANY_MAPS = { menu: 'COMPANY_MAPS' } as const;

export function companyMapRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // The admin's company filter: the companies of its group's scope.
  addRoute(app, deps, adminApi.companyCombo, { menu: 'REPORTS' }, ({ auth }) =>
    listCompaniesIn(deps.db, scopeCompanyIds(deps.db, auth.groupId)),
  );

  addRoute(app, deps, sysadminApi.companyMaps, COMPANY_MAPS, () => companyMapList(deps));
  addRoute(app, deps, sysadminApi.companies, COMPANY_MAPS, () => companyChoices(deps));
  addRoute(app, deps, sysadminApi.createCompanyMap, COMPANY_MAPS, ({ auth, body }) =>
    createCompanyMap(deps, auth, body),
  );
  addRoute(app, deps, sysadminApi.updateCompanyMap, COMPANY_MAPS, ({ auth, params, body }) =>
    editCompanyMap(deps, auth, params.id, body),
  );
}
