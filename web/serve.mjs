/**
 * A static file server for dist/web on 127.0.0.1 (the page needs http:
 * browsers run no Worker from file://). Any static host serves the
 * folder as well; this one is for trying it here and for the test.
 *
 *   node web/serve.mjs [--port N] [DIR]     # default: dist/web, port 8038
 */
import fs from 'fs';
import http from 'http';
import path from 'path';
import { fileURLToPath } from 'url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.bin': 'application/octet-stream', '.gz': 'application/gzip', '.png': 'image/png',
};

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
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
        'Cache-Control': 'no-cache',
      });
      res.end(data);
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
