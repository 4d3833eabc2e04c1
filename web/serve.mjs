/**
 * A static file server for dist/web on 127.0.0.1 (the page needs http:
 * browsers run no Worker from file://). Any static host serves the
 * folder as well; this one is for trying it here and for the test.
 *
 * Text files (the page's HTML, JavaScript, CSS, licences) go gzipped
 * (Content-Encoding: gzip) to a browser that accepts it: the build's own
 * NAME.gz beside NAME when there is one (as nginx's gzip_static or
 * Caddy's precompressed serve it), else gzipped here (the build prints
 * each file's size, gzipped too).
 *
 *   node web/serve.mjs [--port N] [DIR]     # default: dist/web, port 8038
 */
import fs from 'fs';
import http from 'http';
import path from 'path';
import { fileURLToPath } from 'url';
import zlib from 'zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.bin': 'application/octet-stream', '.gz': 'application/gzip', '.png': 'image/png',
};
const TEXT = new Set(['.html', '.js', '.css', '.txt']);

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header) {
  const q = {}; // coding -> its weight (RFC 9110: 1 unless given)
  for (const part of String(header || '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';').map((p) => p.trim());
    const w = params.find((p) => p.startsWith('q='));
    q[coding] = w ? Number(w.slice(2)) : 1;
  }
  const gzip = 'gzip' in q ? q.gzip : q['*'];
  return gzip > 0;
}

/** [body, headers] for `file`'s bytes `data`, gzipped when the request
 * takes it and the file is text. */
function encoded(file, data, req) {
  const headers = {
    'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
    'Cache-Control': 'no-cache',
  };
  if (!TEXT.has(path.extname(file))) return [data, headers];
  headers.Vary = 'Accept-Encoding';
  if (!acceptsGzip(req.headers['accept-encoding'])) return [data, headers];
  let gz = null;
  try { // the build's NAME.gz, unless NAME changed after it
    if (fs.statSync(file + '.gz').mtimeMs >= fs.statSync(file).mtimeMs) gz = fs.readFileSync(file + '.gz');
  } catch (err) { /* none beside it */ }
  if (!gz) gz = zlib.gzipSync(data, { level: 9 });
  headers['Content-Encoding'] = 'gzip';
  return [gz, headers];
}

/** Serve `dir` on 127.0.0.1:`port` (0: any free port); resolves to the server. */
export function serve(dir, port = 0) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
        return;
      }
      const [body, headers] = encoded(file, data, req);
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const p = args.indexOf('--port');
  const port = p >= 0 ? Number(args.splice(p, 2)[1]) : 8038;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = args[0] || path.join(here, '..', 'dist', 'web');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`FAIL: ${dir} has no index.html: run bash scripts/build_web.sh`);
    process.exit(2);
  }
  serve(dir, port).then((server) => {
    console.log(`Pocket Yahtzee is at http://127.0.0.1:${server.address().port}/ (Ctrl-C stops it)`);
  }, (err) => {
    console.error(`FAIL: cannot serve on 127.0.0.1:${port}: ${err.message}`);
    process.exit(2);
  });
}
