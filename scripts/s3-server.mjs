// A local S3-compatible server for development and `npm run start:cluster`:
//   node scripts/s3-server.mjs [--port 4569] [--dir .data/s3] [--bucket pointe-uploads]
// Prints the S3_* settings to give the CMS, then runs until Ctrl+C / SIGTERM.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/env.mjs';
import { startS3Server } from './lib/s3-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4569' },
    dir: { type: 'string', default: path.join(ROOT, 'cms', 'data', 's3') },
    bucket: { type: 'string', default: 'pointe-uploads' },
    verbose: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number (got "${values.port}")`);
  process.exit(1);
}

const server = await startS3Server({ port, directory: path.resolve(values.dir), bucket: values.bucket, silent: !values.verbose });
console.log(`S3 server listening on ${server.endpoint}, bucket "${server.bucket}", objects in ${server.directory}`);
for (const [name, value] of Object.entries(server.env)) console.log(`  ${name}=${value}`);

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
