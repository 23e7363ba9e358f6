// Converts a parquet file (ZebraLogic's grid mode) to JSON lines for
// benchmarks.py, with hyparquet (npm: `npm install hyparquet
// hyparquet-compressors` in this folder or any parent).
//   node bench/english/parquet_to_jsonl.mjs grid_mode.parquet > grid.jsonl
import fs from 'fs';
import { parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';

const bytes = fs.readFileSync(process.argv[2]);
const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
const rows = await parquetReadObjects({ file, compressors });
const plain = (key, value) => (typeof value === 'bigint' ? Number(value) : value);
for (const row of rows) console.log(JSON.stringify(row, plain));
