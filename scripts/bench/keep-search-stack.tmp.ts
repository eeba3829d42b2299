import { startTestStack } from '../lib/test-stack';
import { addSyntheticProducts } from './search';

const stack = await startTestStack({ purpose: 'explain_filters' });
await addSyntheticProducts(stack.database.env, 100_000);
console.log(JSON.stringify({ cms: stack.cmsUrl, db: stack.database.env }));
process.on('SIGTERM', () => void stack.stop().then(() => process.exit(0)));
await new Promise(() => {});
