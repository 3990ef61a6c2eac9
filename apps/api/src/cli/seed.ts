import { loadConfig } from '../config';
import { prepareDatabase } from '../boot';

const config = loadConfig();
const { handle, generatedAdmin, seededDemo } = await prepareDatabase({ ...config, seedDemo: true });
console.log(seededDemo ? 'Seeded the demo set.' : 'The database already has events; demo set not added.');
if (generatedAdmin) console.log(`Admin created: ${generatedAdmin.email} / ${generatedAdmin.password}`);
await handle.db.destroy();
