import fs from 'node:fs';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import { endpointUrl, reporterApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Company, makeCompany } from '../../test-support/factories.ts';
import {
  cipherFailingAtFileName,
  fileReport,
  pdfBytes,
  reportForm,
  reportRowCounts,
} from '../../test-support/reports.ts';
import { waitFor } from '../../test-support/server-process.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { openSpools } from '../../test-support/upload-spools.ts';

// An upload's ciphertext waits in a temporary file without a name (upload-spool.ts): whatever the answer, its handle
// must be closed, or every refused upload would keep up to 10 MB of disk and a descriptor until the process ends.
// The process's open descriptors show the spools still open (Linux: /proc/self/fd, "… (deleted)").
/** How long a spool may take to open or close: a wait ends as soon as it has; the limit is for a loaded machine. */
const WAIT_MS = 30_000;

describe.runIf(fs.existsSync('/proc/self/fd'))('an upload spool over a submission', () => {
  let t: TestApp;
  let company: Company;
  // Node closes a file handle nobody closed when it is collected, with this warning: a leak the checks of the open
  // descriptors could miss if the collector ran first.
  const collectedHandles: string[] = [];
  const onWarning = (w: Error) => {
    if (/file descriptor/i.test(w.message)) collectedHandles.push(w.message);
  };
  beforeAll(async () => {
    process.on('warning', onWarning);
    t = await buildTestApp();
    company = await makeCompany(t.database.db);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await t.close();
    expect(collectedHandles).toEqual([]);
  });

  /** A form with a file of `size` bytes, sent by hand over a socket to `port`, all but its last 100,000 bytes. */
  const halfSent = async (port: number, size: number) => {
    const form = new Response(reportForm(company, {}, [{ name: '증빙.pdf', data: pdfBytes(size) }]));
    const body = Buffer.from(await form.arrayBuffer());
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${endpointUrl(reporterApi.submit, {})} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: ${form.headers.get('content-type')}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, body.length - 100_000));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    return { socket, closed };
  };

  it('is open while the file arrives, without a name in DATA_DIR, and closed once the report is filed', async () => {
    const form = new Response(reportForm(company, {}, [{ name: '증빙.pdf', data: pdfBytes(300_000) }]));
    const body = Buffer.from(await form.arrayBuffer());
    const upload = new PassThrough();
    const response = t.app.inject({
      method: 'POST',
      url: endpointUrl(reporterApi.submit, {}),
      headers: { 'content-type': form.headers.get('content-type') ?? '' },
      payload: upload,
    });
    upload.write(body.subarray(0, body.length - 100_000));
    // Its name lives only between the open and the unlink that follows it at once.
    await waitFor(() => openSpools(t.config.dataDir)[0]?.endsWith(' (deleted)') ?? false, WAIT_MS);
    const seen = openSpools(t.config.dataDir);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/ \(deleted\)$/);
    expect(fs.readdirSync(t.config.dataDir).filter((f) => f.startsWith('upload-'))).toEqual([]);
    upload.end(body.subarray(body.length - 100_000));
    expect((await response).statusCode).toBe(200);
    expect(openSpools(t.config.dataDir)).toEqual([]);
  });

  it('is closed after every refusal: too large, two files, a type not allowed, a field not valid', async () => {
    const refused = [
      reportForm(company, {}, [{ name: 'big.pdf', data: pdfBytes(10_485_761) }]),
      reportForm(company, {}, [
        { name: 'a.pdf', data: pdfBytes(100) },
        { name: 'b.pdf', data: pdfBytes(100) },
      ]),
      reportForm(company, {}, [{ name: 'setup.exe', data: Buffer.from('MZ\x90\x00', 'latin1') }]),
      reportForm(company, { title: undefined }, [{ name: 'a.pdf', data: pdfBytes(100) }]),
    ];
    const before = await reportRowCounts(t.database.db);
    const answers: number[] = [];
    for (const form of refused) answers.push((await fileReport(t.app, form)).statusCode);
    expect(answers).toEqual([413, 400, 415, 400]);
    expect(openSpools(t.config.dataDir)).toEqual([]);
    expect(await reportRowCounts(t.database.db)).toEqual(before);
  });

  it('is closed when the report cannot be written', async () => {
    const app = await buildApp({ ...t.deps, cipher: cipherFailingAtFileName(t.deps.cipher) });
    try {
      const res = await fileReport(app, reportForm(company, {}, [{ name: 'a.pdf', data: pdfBytes(100) }]));
      expect(res.statusCode).toBe(500);
      expect(openSpools(t.config.dataDir)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('that cannot be opened is the server’s failure (500), not the reporter’s, and nothing is written', async () => {
    const app = await buildApp({
      ...t.deps,
      config: { ...t.config, dataDir: `${t.config.dataDir}/missing` },
    });
    try {
      const before = await reportRowCounts(t.database.db);
      const res = await fileReport(app, reportForm(company, {}, [{ name: 'a.pdf', data: pdfBytes(100) }]));
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toMatch(/[가-힣]/);
      expect(await reportRowCounts(t.database.db)).toEqual(before);
    } finally {
      await app.close();
    }
  });

  it('is closed when the reporter’s connection drops mid-upload, and when it falls silent', async () => {
    const app = await buildApp(t.deps, { socketIdleMs: 500 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (app.server.address() as net.AddressInfo).port;
      const before = await reportRowCounts(t.database.db);
      const dropped = await halfSent(port, 2_000_000);
      await waitFor(() => openSpools(t.config.dataDir).length === 1, WAIT_MS);
      dropped.socket.destroy();
      await waitFor(() => openSpools(t.config.dataDir).length === 0, WAIT_MS);

      // Nothing more arrives: the server closes the connection after its idle time, and the spool with it.
      const silent = await halfSent(port, 2_000_000);
      await waitFor(() => openSpools(t.config.dataDir).length === 1, WAIT_MS);
      await silent.closed;
      await waitFor(() => openSpools(t.config.dataDir).length === 0, WAIT_MS);
      expect(await reportRowCounts(t.database.db)).toEqual(before);
    } finally {
      await app.close();
    }
  });
});
