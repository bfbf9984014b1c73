import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

// Every suite runs from apps/<app> (as own-api.mjs: the console's suite loads this file as CommonJS, without import.meta).
const READER = resolve('../../packages/testing/src/pdf-text-reader.mjs');

/**
 * The text a PDF holds, read back by a real PDF parser (pdf.js, through pdf-parse): what a reader's program shows.
 * In a Node process of its own: pdf.js loads its worker with a dynamic import, which jest's module sandbox refuses.
 */
export function pdfText(bytes) {
  return new Promise((resolve, reject) => {
    const reader = spawn(process.execPath, [READER], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    reader.stdout.on('data', (chunk) => out.push(chunk));
    reader.stderr.on('data', (chunk) => err.push(chunk));
    reader.on('error', reject);
    reader.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`Reading the PDF failed: ${Buffer.concat(err).toString('utf8')}`))));
    reader.stdin.end(Buffer.from(bytes));
  });
}
