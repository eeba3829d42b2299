// Writes .env from .env.example with fresh random secrets (what `npm start` does on its first run).
import { ensureEnvFile } from './lib/env.mjs';

console.log(ensureEnvFile() ? 'Wrote .env with fresh secrets.' : '.env already exists; left as it is.');
