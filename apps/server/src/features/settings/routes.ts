import { settingsApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { changeSettings, currentSettings } from './settings.ts';

/** The legal clocks' durations: the SETTINGS area (system admins). */
export function settingsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, settingsApi.settings, { menu: 'SETTINGS' }, () => currentSettings(deps));
  addRoute(app, deps, settingsApi.updateSettings, { menu: 'SETTINGS' }, ({ auth, body }) =>
    changeSettings(deps, auth, body),
  );
}
