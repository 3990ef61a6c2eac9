// A small HTTP client on node:http with keep-alive, timing every call.
import crypto from 'node:crypto';
import http from 'node:http';

const defaultAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * One request. Resolves { status, headers, body (Buffer), ms } for any answer; a connection
 * error or a timeout resolves status 0 with the error, so callers can count it as lost.
 */
export function request({
  port,
  host = '127.0.0.1',
  method = 'GET',
  path,
  headers = {},
  body,
  agent = defaultAgent,
  timeoutMs = 60_000,
}) {
  return new Promise((resolve) => {
    const started = performance.now();
    /** No answer: status 0 and the error. */
    const failed = (error) =>
      resolve({
        status: 0,
        headers: {},
        body: Buffer.alloc(0),
        ms: performance.now() - started,
        error,
      });
    let payload = body;
    const h = { ...headers };
    if (body !== undefined && !Buffer.isBuffer(body)) {
      payload = Buffer.from(JSON.stringify(body));
      h['content-type'] = 'application/json';
    }
    if (payload) h['content-length'] = String(payload.length);
    const req = http.request({ host, port, method, path, headers: h, agent }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(parts),
          ms: performance.now() - started,
        }),
      );
      res.on('error', failed);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', failed);
    req.end(payload);
  });
}

export function json(res) {
  try {
    return JSON.parse(res.body.toString('utf8'));
  } catch {
    return null;
  }
}

/** The session cookie (sid=...) a login answer sets. */
export function sessionCookie(res) {
  const raw = res.headers['set-cookie'] ?? [];
  const sid = (Array.isArray(raw) ? raw : [raw])
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid=') && c !== 'sid=');
  if (!sid)
    throw new Error(
      `no session cookie (status ${res.status}: ${res.body.toString('utf8').slice(0, 200)})`,
    );
  return sid;
}

/** A multipart/form-data body as a browser sends it: text fields, then files. */
export function multipart(fields, files = []) {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  const chunks = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Nearest-rank percentile of a list of numbers, in ms with one decimal. */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[rank] * 10) / 10;
}
