import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The permission bits no file or folder of the server may carry: the group's and others'. */
const GROUP_AND_OTHER = 0o077;

type Mode = { mode?: number };
type NodeOps = {
  mknod(parent: unknown, name: string, mode: number, dev?: number): unknown;
  setattr(node: unknown, attr: Mode): void;
};
type StreamOps = { setattr?(stream: unknown, attr: Mode): void };
type NodeFsType = { node_ops: NodeOps; stream_ops: StreamOps; ownerOnly?: true };
type InitOpts = Parameters<NodeFS['init']>[1];

const ownerOnly = (attr: Mode): Mode =>
  attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~GROUP_AND_OTHER };

/**
 * Makes Emscripten's NODEFS (the file system PGlite persists DATA_DIR through) keep every file and folder to the
 * server's user. Emscripten has no umask: a file the WASM side creates is chmod-ed to the mode it asked for (0666 for
 * the data directory PGlite unpacks at its first start), past the process's umask. So every mode that reaches the
 * disk through NODEFS, at creation and at every later chmod, loses its group and other bits here. Patching the
 * module's shared operation tables covers every node and stream of the mount, also files made while the site runs
 * (WAL segments, new relations, checkpoints).
 */
export function keepNodeFsPrivate(nodefs: NodeFsType): void {
  if (nodefs.ownerOnly) return;
  nodefs.ownerOnly = true;
  const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
  const mknod = nodeOps.mknod;
  nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~GROUP_AND_OTHER, dev);
  const setattr = nodeOps.setattr;
  nodeOps.setattr = (node, attr) => setattr(node, ownerOnly(attr));
  const streamSetattr = streamOps.setattr;
  if (streamSetattr) streamOps.setattr = (stream, attr) => streamSetattr(stream, ownerOnly(attr));
}

/** PGlite's file system on a Node directory, whose files and folders only the server's user can open. */
export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: InitOpts) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const keepPrivate = (mod: { NODEFS: unknown }) => keepNodeFsPrivate(mod.NODEFS as unknown as NodeFsType);
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [keepPrivate, ...(emscriptenOpts.preRun ?? [])] },
    };
  }
}

/**
 * Takes group and other bits off every file and folder under `root` (not following links). A data directory an
 * earlier version wrote with 0666 files becomes private at the next start.
 */
export function makeTreePrivate(root: string): void {
  if (!fs.existsSync(root)) return;
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & GROUP_AND_OTHER) !== 0) fs.chmodSync(entry, stat.mode & 0o7777 & ~GROUP_AND_OTHER);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
}
