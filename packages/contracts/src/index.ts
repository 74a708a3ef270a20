// The package entry: every contract shared by the server and the web app.

export * from './admin.ts';
export * from './admin-accounts.ts';
export * from './audit.ts';
export * from './comments.ts';
export * from './commons.ts';
export * from './company-maps.ts';
export * from './endpoint.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './groups.ts';
export * from './handlers.ts';
export * from './labels.ts';
export * from './notes.ts';
export * from './outbox.ts';
export * from './passwords.ts';
export * from './report-form.ts';
export * from './reporter.ts';
export * from './reports.ts';
export * from './settings.ts';
export * from './site-pages.ts';
export * from './site-paths.ts';
export * from './stats.ts';
export * from './sysadmin.ts';
export * from './sysadmin-fields.ts';
export * from './text.ts';
export * from './web-routes.ts';
