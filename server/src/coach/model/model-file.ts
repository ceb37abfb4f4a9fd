// The harm model on disk: a short JSON header (classes, thresholds, each table's shape, scale and
// biases, what it was trained from) followed by each weight table's rows (the gaps between their
// buckets, as LEB128 varints: most gaps fit in one byte) and weights (int8 or int16, little-endian),
// the whole gzipped. Loading makes
// typed arrays of the tables, a few megabytes in all, where the JSON of the same weights as
// objects took seconds to parse and hundreds of megabytes of heap.
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ClaimMember, HarmModelFile, WeightTable } from '../harm-model';
import { serverFile } from '../../lib/paths';

export const HARM_MODEL_FILE = serverFile('coach', 'harm-model.bin.gz');
const MAGIC = 'DCHM';
const FORMAT = 2;

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
  const body: Uint8Array[] = [];
  let bodyLength = 0;
  // Each part padded to an even length: weights may be an Int16Array, which starts on an even byte.
  const append = (part: Uint8Array) => {
    body.push(part, new Uint8Array(part.byteLength % 2));
    bodyLength += part.byteLength + (part.byteLength % 2);
  };
  for (const { weights } of [...members, ...(claims ? [claims] : [])]) {
    append(varints(weights.rows!));
    append(new Uint8Array(weights.values.buffer, weights.values.byteOffset, weights.values.byteLength));
  }
  return Buffer.concat([Buffer.from(MAGIC), length, json, ...body], 8 + json.length + bodyLength);
}

/** Gaps, not buckets: a quarter of the bytes of uint32 buckets, and a third smaller once gzipped. */
function varints(rows: Uint32Array): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    let gap = rows[i] - (i ? rows[i - 1] : 0);
    for (; gap >= 0x80; gap >>>= 7) bytes.push((gap & 0x7f) | 0x80);
    bytes.push(gap);
  }
  return Uint8Array.from(bytes);
}

/** The buckets of `count` rows read from varint gaps at `offset`, and where the next part begins. */
function readRows(body: Uint8Array, offset: number, count: number): { rows: Uint32Array; end: number } {
  const rows = new Uint32Array(count);
  let bucket = 0;
  for (let i = 0; i < count; i++) {
    let gap = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = body[offset++];
      gap |= (byte & 0x7f) << shift;
      if (byte < 0x80) break;
    }
    rows[i] = bucket += gap;
  }
  return { rows, end: offset };
}

export function decodeHarmModel(bytes: Buffer): HarmModelFile {
  if (bytes.subarray(0, 4).toString() !== MAGIC) throw new Error('not a harm model file');
  const headerLength = bytes.readUInt32LE(4);
  const header = JSON.parse(bytes.subarray(8, 8 + headerLength).toString('utf8')) as Header;
  if (header.format !== FORMAT) throw new Error(`harm model format ${header.format}, expected ${FORMAT}: retrain with npm run train:coach`);
  // One copy into a buffer of its own, which starts aligned, so that the weights are views of it.
  const body = new Uint8Array(bytes.subarray(8 + headerLength));
  let offset = 0;
  const tableOf = <M extends ClaimMember>({ weights: { type, rows: count, ...shape }, ...member }: MemberHeader<M>) => {
    const { rows, end } = readRows(body, offset, count);
    // The weights start on an even byte: the writer pads the varints' end the same way.
    offset = end + (end % 2);
    const values = type === 'int8' ? new Int8Array(body.buffer, offset, count * shape.columns) : new Int16Array(body.buffer, offset, count * shape.columns);
    offset += values.byteLength + (values.byteLength % 2);
    return { ...member, weights: { ...shape, rows, values } };
  };
  const { members, claims, format: _, ...rest } = header;
  return { ...rest, members: members.map(tableOf), ...(claims ? { claims: tableOf(claims) } : {}) };
}

export const readHarmModel = (file = HARM_MODEL_FILE): HarmModelFile => decodeHarmModel(gunzipSync(readFileSync(file)));
export const writeHarmModel = (model: HarmModelFile, file = HARM_MODEL_FILE) => writeFileSync(file, gzipSync(encodeHarmModel(model), { level: 9 }));
