import { noteApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/auth.ts';
import { addRoute } from '../../http/route.ts';
import { addNote } from './add-note.ts';
import { editNote } from './edit-note.ts';
import { listReportNotes } from './list-notes.ts';

/** The audit office's internal notes on a report: the report area, scoped like the reports; never the reporter's. */
export function noteRoutes(app: FastifyInstance, deps: RouteDeps): void {
  addRoute(app, deps, noteApi.notes, { menu: 'REPORTS' }, ({ auth, params }) =>
    listReportNotes(deps, auth, params.postId),
  );
  addRoute(app, deps, noteApi.addNote, { menu: 'REPORTS' }, ({ auth, params, body }) =>
    addNote(deps, auth, params.postId, body.content),
  );
  addRoute(app, deps, noteApi.editNote, { menu: 'REPORTS' }, ({ auth, params, body }) =>
    editNote(deps, auth, params.noteId, body.content),
  );
}
