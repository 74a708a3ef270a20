// The package entry: every contract shared by the server and the web app.
export * from './admin.ts';
export * from './commons.ts';
export * from './endpoints.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './informant.ts';
export * from './labels.ts';
export * from './passwords.ts';
export * from './report-form.ts';
export * from './sysadmin.ts';
export * from './web-routes.ts';
