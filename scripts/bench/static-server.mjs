// The baseline for the page benchmarks: a bare Node HTTP server answering every request with one
// HTML file, read once into memory (the same bytes the storefront rendered).
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`static ${file} on ${port}`));
