import { operatorCommand } from './command.js';

// npm run operator -- deletions list|approve|reject <id>: reaches the running server at LOKASI_URL with OPERATOR_TOKEN.
try {
  const lines = await operatorCommand(process.argv.slice(2), { url: process.env.LOKASI_URL || 'http://localhost:8080', token: process.env.OPERATOR_TOKEN });
  for (const line of lines) console.log(line);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
