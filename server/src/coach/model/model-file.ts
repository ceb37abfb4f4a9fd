// The harm model on disk: a short JSON header (classes, thresholds, each table's shape, scale and
// biases, what it was trained from) followed by each weight table's rows (the gaps between their
// buckets, as uint32) and weights (int8 or int16), little-endian, the whole gzipped. Loading makes
// typed arrays of the tables, a few megabytes in all, where the JSON of the same weights as
// objects took seconds to parse and hundreds of megabytes of heap.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ClaimMember, HarmModelFile, WeightTable } from '../harm-model';

export const HARM_MODEL_FILE = join(__dirname, '..', 'harm-model.bin.gz');
const MAGIC = 'DCHM';
const FORMAT = 1;

type TableHeader = Omit<WeightTable, 'rows' | 'values'> & { rows: number; type: 'int8' | 'int16' };
type MemberHeader<M extends ClaimMember> = Omit<M, 'weights'> & { weights: TableHeader };
interface Header extends Omit<HarmModelFile, 'members' | 'claims'> {
  format: number;
  members: MemberHeader<HarmModelFile['members'][number]>[];
  claims?: MemberHeader<ClaimMember>;
}

function tableHeader({ bits, columns, scale, rows, values }: WeightTable): TableHeader {
  if (!rows || values instanceof Float64Array) throw new Error('only a quantised model (sparse rows, integer weights) is saved');
  return { bits, columns, scale, rows: rows.length, type: values instanceof Int8Array ? 'int8' : 'int16' };
}

/** The bytes of a model: MAGIC, the header's length (uint32), the header, then each table's rows and weights in the header's order. */
export function encodeHarmModel(model: HarmModelFile): Buffer {
  const headerOf = <M extends ClaimMember>(member: M) => ({ ...member, weights: tableHeader(member.weights) });
  const { members, claims, ...rest } = model;
  const header: Header = { ...rest, format: FORMAT, members: members.map(headerOf), ...(claims ? { claims: headerOf(claims) } : {}) };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const parts: Uint8Array[] = [Buffer.from(MAGIC), length, json];
  for (const { weights } of [...members, ...(claims ? [claims] : [])]) {
    // Gaps, not buckets: most are small, and gzip makes small numbers smaller.
    const rows = weights.rows!.map((bucket, i, all) => bucket - (i ? all[i - 1] : 0));
    parts.push(new Uint8Array(rows.buffer), new Uint8Array(weights.values.buffer, weights.values.byteOffset, weights.values.byteLength));
    // Padded to a multiple of 4 bytes: the next table's rows are a Uint32Array.
    parts.push(new Uint8Array((4 - (weights.values.byteLength % 4)) % 4));
  }
  return Buffer.concat(parts);
}

export function decodeHarmModel(bytes: Buffer): HarmModelFile {
  if (bytes.subarray(0, 4).toString() !== MAGIC) throw new Error('not a harm model file');
  const headerLength = bytes.readUInt32LE(4);
  const header = JSON.parse(bytes.subarray(8, 8 + headerLength).toString('utf8')) as Header;
  if (header.format !== FORMAT) throw new Error(`harm model format ${header.format}, expected ${FORMAT}: retrain with npm run train:coach`);
  // One copy into a buffer of its own, which starts aligned, so that the tables are views of it.
  const body = new Uint8Array(bytes.subarray(8 + headerLength)).buffer;
  let offset = 0;
  const tableOf = <M extends ClaimMember>({ weights: { type, rows: count, ...shape }, ...member }: MemberHeader<M>) => {
    const rows = new Uint32Array(body, offset, count);
    for (let i = 1; i < rows.length; i++) rows[i] += rows[i - 1];
    offset += rows.byteLength;
    const values = type === 'int8' ? new Int8Array(body, offset, count * shape.columns) : new Int16Array(body, offset, count * shape.columns);
    offset += Math.ceil(values.byteLength / 4) * 4;
    return { ...member, weights: { ...shape, rows, values } };
  };
  const { members, claims, format: _, ...rest } = header;
  return { ...rest, members: members.map(tableOf), ...(claims ? { claims: tableOf(claims) } : {}) };
}

export const readHarmModel = (file = HARM_MODEL_FILE): HarmModelFile => decodeHarmModel(gunzipSync(readFileSync(file)));
export const writeHarmModel = (model: HarmModelFile, file = HARM_MODEL_FILE) => writeFileSync(file, gzipSync(encodeHarmModel(model), { level: 9 }));
