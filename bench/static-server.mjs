// The ceiling for GET /api/events when nginx is not installed: a bare node:http server that
// answers every request with the same bytes from memory, with the same content type.
// Usage: node bench/static-server.mjs <file> <port> <content-type>
import fs from 'node:fs';
import http from 'node:http';

const [file, port, contentType] = process.argv.slice(2);
const body = fs.readFileSync(file);
const headers = { 'content-type': contentType, 'content-length': String(body.length) };

http
  .createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
